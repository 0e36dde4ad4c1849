import { ageClaims, classAgeMismatches, claimMismatch, KINDERGARTEN_AGE } from "./age-claims";

const kinds = (text: string) =>
  ageClaims(text).map((claim) => ("age" in claim ? `${claim.kind} ${claim.age}` : claim.kind));

describe("ageClaims", () => {
  it("reads the ways Hebrew and English texts state ages", () => {
    expect(kinds("טריקינג לילדים ונוער – מגן חובה ועד גיל 18")).toEqual(["oldest 18", `youngest ${KINDERGARTEN_AGE}`]);
    expect(kinds("ילדים ובני נוער מגיל 8 ועד 18")).toEqual(["oldest 18", "youngest 8"]);
    expect(kinds("מבוגרים מגיל 18 ומעלה")).toEqual(["youngest 18", "open"]);
    expect(kinds("Tricking kindergarten up to 18")).toEqual(["oldest 18", `youngest ${KINDERGARTEN_AGE}`]);
    expect(kinds("מבוגרים 18+")).toEqual(["youngest 18", "open"]);
    expect(ageClaims("גילאי 7–12 וגילאי 13-18")).toEqual([
      expect.objectContaining({ kind: "range", range: { minAge: 7, maxAge: 12 } }),
      expect.objectContaining({ kind: "range", range: { minAge: 13, maxAge: 18 } }),
    ]);
  });

  it("does not take other numbers for ages", () => {
    expect(ageClaims("8 מפגשים, פעם בשבוע, 290 ₪ לחודש, מבצע 1+1, מתחת לגיל 18 באישור הורים")).toEqual([]);
  });
});

describe("claimMismatch", () => {
  const [upTo18] = ageClaims("עד גיל 18");
  it("holds an upper age to the oldest age, and refuses it for an open-ended class", () => {
    expect(claimMismatch(upTo18!, { minAge: 7, maxAge: 18 })).toBeUndefined();
    expect(claimMismatch(upTo18!, { minAge: 7, maxAge: 16 })).toMatch(/^כתוב "עד גיל 18", אבל .* 7–16/);
    expect(claimMismatch(upTo18!, { minAge: 7 })).toMatch(/7\+/);
  });

  it("accepts a range that is one of the class's groups or the whole class", () => {
    const [range] = ageClaims("גילאי 7–12");
    expect(claimMismatch(range!, { minAge: 5, maxAge: 18 }, [{ minAge: 7, maxAge: 12 }])).toBeUndefined();
    expect(claimMismatch(range!, { minAge: 7, maxAge: 12 })).toBeUndefined();
    expect(claimMismatch(range!, { minAge: 5, maxAge: 18 }, [{ minAge: 7, maxAge: 11 }])).toMatch(
      /אין במערכת השעות קבוצה של 7–12/,
    );
  });
});

describe("classAgeMismatches", () => {
  const entry = {
    menuLabel: "Boxing up to 18",
    title: "אגרוף לילדים ונוער – עד גיל 18",
    summary: "חוג אגרוף לילדים.",
    audience: "ילדים ובני נוער מגיל 7 ועד 18, בשתי קבוצות: גילאי 7–11 וגילאי 12–18.",
    schedule: [
      { ageGroup: "גילאי 7–11", minAge: 7, maxAge: 11 },
      { ageGroup: "גילאי 7–11", minAge: 7, maxAge: 11 },
      { ageGroup: "גילאי 12–18", minAge: 12, maxAge: 18 },
    ],
  };

  it("finds nothing when the words and the ages agree", () => {
    expect(classAgeMismatches(entry)).toEqual([]);
  });

  it("names each text field that states other ages, and where", () => {
    const older = { ...entry, schedule: entry.schedule.map((slot, i) => (i === 2 ? { ...slot, maxAge: 16 } : slot)) };
    expect(classAgeMismatches(older).map(({ path }) => path.join("."))).toEqual([
      "menuLabel",
      "title",
      "audience",
      "audience",
      "schedule.2.ageGroup",
    ]);
  });

  it("refuses one group name given two age ranges", () => {
    const split = {
      ...entry,
      schedule: entry.schedule.map((slot, i) => (i === 1 ? { ...slot, ageGroup: "גילאי 7–11", maxAge: 10 } : slot)),
    };
    expect(classAgeMismatches(split)).toEqual([
      expect.objectContaining({ path: ["schedule", 1, "ageGroup"] }),
      expect.objectContaining({
        path: ["schedule", 1, "minAge"],
        message: expect.stringMatching(/לקבוצה אחת יש טווח גילים אחד/),
      }),
    ]);
  });
});
