/** @jest-environment node */
import { CRLF, escapeText, foldLine, icalendarText, localDateTime } from "./icalendar";

const octets = (text: string) => Buffer.byteLength(text, "utf8");

describe("iCalendar text (RFC 5545)", () => {
  it("escapes backslash, semicolon, comma and line breaks in a text value", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("leaves a line of 75 octets whole and folds a longer one, each further line starting with a space", () => {
    const exact = `SUMMARY:${"x".repeat(67)}`;
    expect(foldLine(exact)).toBe(exact);
    const folded = foldLine(`SUMMARY:${"x".repeat(200)}`);
    const lines = folded.split(CRLF);
    expect(lines.length).toBe(3);
    expect(lines.map(octets)).toEqual([75, 75, 60]);
    expect(lines.slice(1).every((line) => line.startsWith(" "))).toBe(true);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join("")).toBe(
      `SUMMARY:${"x".repeat(200)}`,
    );
  });

  it("folds Hebrew between letters, never inside a letter's two bytes, and keeps every line within 75 octets", () => {
    const line = `SUMMARY:${"טריקינג לילדים ונוער – מגן חובה ועד גיל 18 · ".repeat(4)}`;
    const lines = foldLine(line).split(CRLF);
    expect(lines.length).toBeGreaterThan(2);
    for (const part of lines) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      // A cut inside a character would leave bytes that do not decode back to the same text.
      expect(Buffer.from(part, "utf8").toString("utf8")).toBe(part);
      expect(part).not.toContain("\uFFFD");
    }
    // The first line is cut where the next letter (two octets) would pass 75: at 74 or 75.
    expect(octets(lines[0]!)).toBeGreaterThanOrEqual(74);
    expect(lines.map((part, index) => (index === 0 ? part : part.slice(1))).join("")).toBe(line);
  });

  it("ends every line, the last too, with CRLF and has no bare line feed", () => {
    const text = icalendarText(["BEGIN:VCALENDAR", `X-LONG:${"a".repeat(100)}`, "END:VCALENDAR"]);
    expect(text.endsWith(CRLF)).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(text.split(CRLF)).toEqual([
      "BEGIN:VCALENDAR",
      `X-LONG:${"a".repeat(68)}`,
      ` ${"a".repeat(32)}`,
      "END:VCALENDAR",
      "",
    ]);
  });

  it("writes a local date-time without separators", () => {
    expect(localDateTime("2027-03-26", "09:05")).toBe("20270326T090500");
  });
});
