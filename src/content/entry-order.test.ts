import { compareEntries, inEntryOrder } from "./entry-order";

const entry = (base: string, data: Record<string, unknown>) => ({ base, data });

describe("the order of a folder's entries", () => {
  it("goes by the number in order, smallest first, not by the files' names", () => {
    const entries = [entry("acroyoga", { order: 10 }), entry("tissu", { order: 2 }), entry("circus", { order: 1 })];
    expect(inEntryOrder({ orderBy: ["order"] }, entries).map(({ base }) => base)).toEqual([
      "circus",
      "tissu",
      "acroyoga",
    ]);
  });

  it("puts two entries with the same number by their files' names, and one without a number last", () => {
    const entries = [entry("b", { order: 3 }), entry("none", {}), entry("a", { order: 3 })];
    expect(inEntryOrder({ orderBy: ["order"] }, entries).map(({ base }) => base)).toEqual(["a", "b", "none"]);
  });

  it("goes by date, then by hour, for events; by the last day for notices", () => {
    const events = [
      entry("late", { date: "2027-01-15", start: "18:00" }),
      entry("early", { date: "2027-01-15", start: "09:00" }),
      entry("before", { date: "2026-12-31", start: "20:00" }),
    ];
    expect(inEntryOrder({ orderBy: ["date", "start"] }, events).map(({ base }) => base)).toEqual([
      "before",
      "early",
      "late",
    ]);
    const compare = compareEntries({ orderBy: ["until"] });
    expect(compare(entry("x", { until: "2026-12-04" }), entry("a", { until: "2026-12-05" }))).toBeLessThan(0);
  });
});
