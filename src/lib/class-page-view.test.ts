import { classPageView } from "./class-page-view";
import { ageGroupName, timeRange } from "./schedule";

const schedule = [
  { day: "tuesday", start: "17:00", end: "18:00", ageGroup: null },
  { day: "sunday", start: "16:30", end: "17:15", ageGroup: "גילאי 8–10" },
] as const;

describe("classPageView", () => {
  it("offers the try-out of a running class, with its sessions Sunday first and their age groups", () => {
    expect(classPageView({ schedule })).toEqual({
      offer: "trial",
      sessions: [
        {
          key: "sunday-16:30",
          day: "sunday",
          time: timeRange(schedule[1]),
          ageGroup: ageGroupName("גילאי 8–10"),
        },
        { key: "tuesday-17:00", day: "tuesday", time: timeRange(schedule[0]), ageGroup: null },
      ],
      structuredData: true,
    });
  });

  it("says how to join a class without a try-out, and still lists its sessions", () => {
    const view = classPageView({ schedule, trial: false });
    expect(view.offer).toBe("join");
    expect(view.sessions).toHaveLength(2);
    expect(view.structuredData).toBe(true);
  });

  it("lists no session of a paused class, gives search engines none, and offers similar classes, try-out or not", () => {
    for (const trial of [undefined, false]) {
      expect(classPageView({ schedule, status: "paused", trial })).toEqual({
        offer: "paused",
        sessions: null,
        structuredData: false,
      });
    }
  });
});
