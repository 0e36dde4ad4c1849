import { formatHebrewDate } from "./dates";

describe("formatHebrewDate", () => {
  it("writes an ISO date the Hebrew way, whatever the time zone", () => {
    expect(formatHebrewDate("2026-11-21")).toBe("21 בנובמבר 2026");
    expect(formatHebrewDate("2025-01-01")).toBe("1 בינואר 2025");
  });
});
