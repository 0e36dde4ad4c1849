import { formatTimeRange, isolateNumberRanges, plainText } from "../content/number-runs";
import { describeSlot, sortSchedule, timeRange, type ScheduleSlot } from "./schedule";

describe("schedule", () => {
  it("orders sessions by the Israeli week, then by time", () => {
    const sorted = sortSchedule([
      { day: "tuesday", start: "18:00", end: "19:00" },
      { day: "sunday", start: "19:00", end: "20:00" },
      { day: "sunday", start: "17:00", end: "18:00" },
    ]);
    expect(sorted.map((slot) => `${slot.day} ${slot.start}`)).toEqual([
      "sunday 17:00",
      "sunday 19:00",
      "tuesday 18:00",
    ]);
  });

  it("describes a session in Hebrew", () => {
    const slot: ScheduleSlot = { day: "monday", start: "16:30", end: "17:30", ageGroup: "גילאי 6–9" };
    expect(timeRange(slot)).toBe(formatTimeRange("16:30", "17:30"));
    expect(describeSlot(slot)).toBe(
      `יום שני ${formatTimeRange("16:30", "17:30")}, ${isolateNumberRanges("גילאי 6–9")}`,
    );
    expect(plainText(describeSlot(slot))).toBe("יום שני 16:30–17:30, גילאי 6–9");
  });
});

describe("describeSlot in each language", () => {
  it.each([
    ["he", { day: "monday", start: "16:30", end: "17:30", ageGroup: "גילאי 6–9" }, "יום שני 16:30–17:30, גילאי 6–9"],
    ["he", { day: "saturday", start: "10:00", end: "11:00" }, "שבת 10:00–11:00"],
    ["en", { day: "monday", start: "16:30", end: "17:30", ageGroup: "Ages 6–9" }, "Monday 16:30–17:30, Ages 6–9"],
    ["en", { day: "saturday", start: "10:00", end: "11:00" }, "Saturday 10:00–11:00"],
  ] as const)("in %s writes %j as %s", (language, slot, written) => {
    expect(plainText(describeSlot(slot, language))).toBe(written);
  });
});
