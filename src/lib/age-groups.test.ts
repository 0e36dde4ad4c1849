import { ageGroupNames, ageGroups, ageGroupForAge } from "./age-groups";

const schedule = [
  { day: "tuesday", ageGroup: "גילאי 7–12", minAge: 7, maxAge: 12 },
  { day: "sunday", ageGroup: "גן חובה", minAge: 5, maxAge: 6 },
  { day: "sunday", ageGroup: "גילאי 7–12", minAge: 7, maxAge: 12 },
  { day: "wednesday", ageGroup: "גילאי 13–18", minAge: 13, maxAge: 18 },
] as const;

describe("ageGroups", () => {
  it("gathers a class's sessions by group name, in the order they first appear, with their days Sunday first", () => {
    expect(ageGroups(schedule).map(({ name, days }) => [name, days])).toEqual([
      ["גילאי 7–12", ["sunday", "tuesday"]],
      ["גן חובה", ["sunday"]],
      ["גילאי 13–18", ["wednesday"]],
    ]);
  });

  it("are in the order of ageGroupNames, which a kept try-out request's group place refers to", () => {
    expect(ageGroupNames(schedule)).toEqual(["גילאי 7–12", "גן חובה", "גילאי 13–18"]);
    expect(ageGroups(schedule).map((group) => group.name)).toEqual(ageGroupNames(schedule));
    expect(ageGroupNames([{ ageGroup: null }, { ageGroup: "גילאי 7–12" }, {}])).toEqual([null, "גילאי 7–12"]);
  });

  it("makes one group of sessions without a name, open-ended ages kept open", () => {
    const adults = ageGroups([
      { day: "thursday", minAge: 18 },
      { day: "sunday", minAge: 18, ageGroup: null },
    ]);
    expect(adults).toEqual([
      expect.objectContaining({ name: null, days: ["sunday", "thursday"], ages: { minAge: 18, maxAge: null } }),
    ]);
  });
});

describe("ageGroupForAge", () => {
  const nameFor = (slots: Parameters<typeof ageGroups>[0], age?: number | null) =>
    ageGroupForAge(ageGroups(slots), age)?.name;

  it("picks the one group of a class's schedule whose ages take the age", () => {
    expect(nameFor(schedule, 9)).toBe("גילאי 7–12");
    expect(nameFor(schedule, 5)).toBe("גן חובה");
    expect(nameFor(schedule, 18)).toBe("גילאי 13–18");
  });

  it("picks a class's only group, whatever the age (a name of its own or none)", () => {
    const adults = [
      { day: "sunday", minAge: 18 },
      { day: "thursday", minAge: 18 },
    ] as const;
    expect(ageGroupForAge(ageGroups(adults), undefined)).toMatchObject({ name: null, days: ["sunday", "thursday"] });
    expect(nameFor([{ day: "monday", ageGroup: "מתחילים", minAge: 16 }], 30)).toBe("מתחילים");
  });

  it("leaves the choice to the visitor without an age, or when no group or several take it", () => {
    expect(nameFor(schedule, null)).toBeUndefined();
    expect(nameFor(schedule)).toBeUndefined();
    expect(nameFor(schedule, 30)).toBeUndefined();
    const levels = [
      { day: "sunday", ageGroup: "מתחילים", minAge: 18 },
      { day: "tuesday", ageGroup: "מתקדמים", minAge: 18 },
    ] as const;
    expect(nameFor(levels, 30)).toBeUndefined();
  });
});
