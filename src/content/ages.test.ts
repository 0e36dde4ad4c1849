import { ageLabel, classesForAge, overallAges, parseAge, takesAge } from "./ages";

const kids = { minAge: 7, maxAge: 12 };
const adults = { minAge: 18 };

describe("takesAge", () => {
  it("takes both ends of a group's range and nothing outside it", () => {
    expect([6, 7, 9, 12, 13].map((age) => takesAge(kids, age))).toEqual([false, true, true, true, false]);
  });

  it("takes every age from the youngest up when a group has no oldest age, as GraphQL's null too", () => {
    expect([17, 18, 30, 99].map((age) => takesAge(adults, age))).toEqual([false, true, true, true]);
    expect(takesAge({ minAge: 18, maxAge: null }, 64)).toBe(true);
  });
});

describe("ageLabel", () => {
  it('writes a range with a dash, an open-ended group as "18+" and a one-year group as its age', () => {
    expect(ageLabel(kids)).toBe("7–12");
    expect(ageLabel(adults)).toBe("18+");
    expect(ageLabel({ minAge: 5, maxAge: 5 })).toBe("5");
  });
});

describe("overallAges", () => {
  it("spans a class's groups, and is open-ended when one of them is", () => {
    expect(overallAges([{ minAge: 13, maxAge: 18 }, kids])).toEqual({ minAge: 7, maxAge: 18 });
    expect(overallAges([{ minAge: 16, maxAge: 17 }, adults])).toEqual({ minAge: 16 });
  });
});

describe("parseAge", () => {
  it("reads whole years, with spaces around them", () => {
    expect(parseAge("9")).toBe(9);
    expect(parseAge(" 30 ")).toBe(30);
    expect(parseAge("0")).toBe(0);
  });

  it("is null for what is not an age: empty, words, fractions, negatives, above 99", () => {
    for (const text of ["", "  ", "nine", "9.5", "-1", "100", "1e1"])
      expect([text, parseAge(text)]).toEqual([text, null]);
  });
});

describe("classesForAge", () => {
  const classes = [
    {
      slug: "flips-kids",
      schedule: [
        { ...kids, day: "sunday" },
        { minAge: 13, maxAge: 18, day: "monday" },
      ],
    },
    { slug: "flips-adults", schedule: [{ ...adults, day: "tuesday" }] },
    { slug: "teens", schedule: [{ minAge: 14, maxAge: 17, day: "friday" }] },
  ];

  it("keeps, in order, the classes with a group that takes the age, each with only those sessions", () => {
    const found = classesForAge(classes, 9);
    expect(found.map(({ entry }) => entry.slug)).toEqual(["flips-kids"]);
    expect(found[0]?.slots.map((slot) => slot.day)).toEqual(["sunday"]);
  });

  it("finds the adults' classes for a grown-up, and both kinds at an age they share", () => {
    expect(classesForAge(classes, 30).map(({ entry }) => entry.slug)).toEqual(["flips-adults"]);
    expect(classesForAge(classes, 18).map(({ entry }) => entry.slug)).toEqual(["flips-kids", "flips-adults"]);
  });

  it("finds nothing for an age no group takes", () => {
    expect(classesForAge(classes, 3)).toEqual([]);
  });
});
