import {
  isBuilt,
  isPreviewBuild,
  offeredSports,
  offersTrial,
  runningClasses,
  similarClasses,
  trialClasses,
} from "./class-status";

const entry = (slug: string, group: string, sport?: string, status?: "paused" | "draft") => ({
  slug,
  group,
  sport,
  status,
});

describe("class status", () => {
  it("builds a draft only in a preview build (GATSBY_CONTENT_PREVIEW=1)", () => {
    expect(isPreviewBuild({ GATSBY_CONTENT_PREVIEW: "1" })).toBe(true);
    expect(isPreviewBuild({ GATSBY_CONTENT_PREVIEW: "0" })).toBe(false);
    expect(isPreviewBuild({})).toBe(false);
    expect(isBuilt(entry("a", "kids", undefined, "draft"), false)).toBe(false);
    expect(isBuilt(entry("a", "kids", undefined, "draft"), true)).toBe(true);
    expect(isBuilt(entry("a", "kids", undefined, "paused"), false)).toBe(true);
    expect(isBuilt(entry("a", "kids"), false)).toBe(true);
  });

  it("leaves paused classes out of the lists a parent chooses from, keeping the order", () => {
    const classes = [entry("a", "kids"), entry("b", "kids", "X", "paused"), entry("c", "adults")];
    expect(runningClasses(classes).map((c) => c.slug)).toEqual(["a", "c"]);
  });

  it('offers a try-out for running classes only, and none for a class that says "trial": false', () => {
    const classes: (ReturnType<typeof entry> & { trial?: boolean | null })[] = [
      entry("a", "kids"),
      { ...entry("b", "courses", "X"), trial: false },
      { ...entry("c", "kids", "Y", "paused"), trial: true },
      { ...entry("d", "open"), trial: null },
    ];
    expect(classes.map(offersTrial)).toEqual([true, false, true, true]);
    expect(trialClasses(classes).map((c) => c.slug)).toEqual(["a", "d"]);
  });

  it("offers running classes of the same sport first, then of the same group, never itself or a paused one", () => {
    const paused = entry("silks-kids", "kids", "Aerial Silks", "paused");
    const classes = [
      entry("tricking-kids", "kids", "Tricking"),
      paused,
      entry("muaythai-kids", "kids", "Muay Thai", "paused"),
      entry("tissu", "adults", "Aerial Silks"),
      entry("yoga", "adults", "Acro Yoga"),
      entry("calisthenics-kids", "kids", "Calisthenics"),
    ];
    expect(similarClasses(paused, classes).map((c) => c.slug)).toEqual(["tissu", "tricking-kids", "calisthenics-kids"]);
    expect(similarClasses(paused, classes, 1).map((c) => c.slug)).toEqual(["tissu"]);
    expect(similarClasses(entry("x", "courses", undefined, "paused"), classes)).toEqual([]);
  });

  it("offers in the try-out form only the sports a running class teaches, and a default among them", () => {
    const sports = [{ id: "Tricking" }, { id: "Aerial Silks" }, { id: "Parkour" }];
    const running = [entry("a", "kids", "Aerial Silks"), entry("b", "kids", "Parkour")];
    expect(offeredSports({ sports, defaultSport: "Tricking" }, running)).toEqual({
      sports: [{ id: "Aerial Silks" }, { id: "Parkour" }],
      defaultSport: "Aerial Silks",
    });
    expect(offeredSports({ sports, defaultSport: "Parkour" }, running).defaultSport).toBe("Parkour");
    expect(offeredSports({ sports, defaultSport: "Tricking" }, []).sports).toEqual(sports);
  });
});
