import { classGroups, groupForAge, joinHebrew, onDays } from "./class-groups";

const schedule = [
  { day: "tuesday", group: "גילאי 7–12", minAge: 7, maxAge: 12 },
  { day: "sunday", group: "גן חובה", minAge: 5, maxAge: 6 },
  { day: "sunday", group: "גילאי 7–12", minAge: 7, maxAge: 12 },
  { day: "wednesday", group: "גילאי 13–18", minAge: 13, maxAge: 18 },
] as const;

describe("classGroups", () => {
  it("gathers a class's sessions by group name, in the order they first appear, with their days Sunday first", () => {
    expect(classGroups(schedule).map(({ name, days }) => [name, days])).toEqual([
      ["גילאי 7–12", ["sunday", "tuesday"]],
      ["גן חובה", ["sunday"]],
      ["גילאי 13–18", ["wednesday"]],
    ]);
  });

  it("makes one group of sessions without a name, open-ended ages kept open", () => {
    const adults = classGroups([
      { day: "thursday", minAge: 18 },
      { day: "sunday", minAge: 18, group: null },
    ]);
    expect(adults).toEqual([
      expect.objectContaining({ name: null, days: ["sunday", "thursday"], ages: { minAge: 18, maxAge: null } }),
    ]);
  });
});

describe("groupForAge", () => {
  const nameFor = (slots: Parameters<typeof classGroups>[0], age?: number | null) =>
    groupForAge(classGroups(slots), age)?.name;

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
    expect(groupForAge(classGroups(adults), undefined)).toMatchObject({ name: null, days: ["sunday", "thursday"] });
    expect(nameFor([{ day: "monday", group: "מתחילים", minAge: 16 }], 30)).toBe("מתחילים");
  });

  it("leaves the choice to the visitor without an age, or when no group or several take it", () => {
    expect(nameFor(schedule, null)).toBeUndefined();
    expect(nameFor(schedule)).toBeUndefined();
    expect(nameFor(schedule, 30)).toBeUndefined();
    const levels = [
      { day: "sunday", group: "מתחילים", minAge: 18 },
      { day: "tuesday", group: "מתקדמים", minAge: 18 },
    ] as const;
    expect(nameFor(levels, 30)).toBeUndefined();
  });
});

describe("onDays", () => {
  it("writes one day, Saturday, and several days as Hebrew sentences do", () => {
    expect(onDays(["wednesday"])).toBe("ביום רביעי");
    expect(onDays(["saturday"])).toBe("בשבת");
    expect(onDays(["sunday", "tuesday"])).toBe("בימי ראשון ושלישי");
    expect(onDays(["monday", "wednesday", "friday"])).toBe("בימי שני, רביעי ושישי");
  });

  it("joins a list with ו before the last item", () => {
    expect(joinHebrew([])).toBe("");
    expect(joinHebrew(["א"])).toBe("א");
    expect(joinHebrew(["א", "ב", "ג"])).toBe("א, ב וג");
  });
});
