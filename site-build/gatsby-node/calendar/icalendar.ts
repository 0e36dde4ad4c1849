/**
 * The bits of RFC 5545 (iCalendar) that the classes' calendars need: content lines escaped, folded and joined with
 * CRLF, local times, and the Asia/Jerusalem time zone. No dependency: the rules are short, and an outside parser
 * (ical.js, in the tests) reads what is written here.
 */

export const CRLF = "\r\n";

/** A content line's longest length in octets, not counting its CRLF (RFC 5545, 3.1). */
const LINE_OCTETS = 75;

/** How many octets a character takes in UTF-8. */
const utf8Octets = (char: string): number => {
  const code = char.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/** A TEXT value: backslash, semicolon and comma escaped, a line break as \n (RFC 5545, 3.3.11). */
export const escapeText = (value: string): string =>
  value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

/**
 * A content line folded at 75 octets: each further line starts with a space, which counts in its 75. Cut between
 * characters only, never inside a character's UTF-8 bytes (a Hebrew letter is two).
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char);
    const room = lines.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > room) {
      lines.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

/** The calendar's text: every content line folded, each ended by CRLF. */
export const icalendarText = (lines: readonly string[]): string => lines.map((line) => foldLine(line) + CRLF).join("");

/** "2026-11-29", "16:30" → "20261129T163000": a local date-time, read in the zone its TZID names. */
export const localDateTime = (date: string, time: string): string =>
  `${date.replace(/-/g, "")}T${time.replace(":", "")}00`;

/** "2026-11-29" → "20261129T000000Z": the start of a day in UTC. */
export const utcDayStart = (date: string): string => `${date.replace(/-/g, "")}T000000Z`;

export const STUDIO_TZID = "Asia/Jerusalem";

/**
 * Israel's time zone as its rules have been since 2013 (the only years the calendars reach): summer time from the
 * Friday before March's last Sunday at 02:00 to October's last Sunday at 02:00 (02:00 summer time, back to 01:00).
 * The Friday is written as a Friday between the 23rd and the 29th, as the time zone database's converters write it.
 */
export const JERUSALEM_TIMEZONE: readonly string[] = [
  "BEGIN:VTIMEZONE",
  `TZID:${STUDIO_TZID}`,
  `X-LIC-LOCATION:${STUDIO_TZID}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0300",
  "TZNAME:IDT",
  "DTSTART:19700327T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=23,24,25,26,27,28,29;BYDAY=FR",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0300",
  "TZOFFSETTO:+0200",
  "TZNAME:IST",
  "DTSTART:19701025T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];
