/**
 * @jest-environment node
 */
import type { GatsbyNode } from "gatsby";
import fixtureEvents from "@/test-fixtures/content/events.json";
import fixtureNotices from "@/test-fixtures/content/notices.json";
import fixtureSite from "@/test-fixtures/content/site.json";
import { createResolvers } from "./dated-resolvers";

type Resolver = { resolve: (source: unknown, args: unknown, context: unknown) => Promise<{ until?: string }[]> };

/** The root fields the resolvers add, run against the fixture's entries as Gatsby's node model holds them. */
function rootFields(buildDate: string) {
  let fields: Record<string, Resolver> = {};
  const nodes = (type: string, entries: object[]) =>
    entries.map((entry, index) => ({ ...entry, id: `${type}-${index}`, parent: `${type}-file` }));
  const byType: Record<string, ReturnType<typeof nodes>> = {
    // The node model gives no order: the resolvers put the file's back.
    Notice: nodes("Notice", fixtureNotices).reverse(),
    StudioEvent: nodes("StudioEvent", fixtureEvents).reverse(),
    // An English site's settings beside the Hebrew ones: each list is of one language.
    SiteSettings: nodes("SiteSettings", [fixtureSite, { ...fixtureSite, lang: "en", closedDays: [] }]),
  };
  const nodeModel = {
    findAll: async ({ type }: { type: string }) => ({ entries: byType[type] ?? [] }),
    findOne: async () => ({ buildDate }),
    getNodeById: ({ id }: { id: string }) => ({
      children: [...(byType[id.replace(/-file$/, "")] ?? [])].reverse().map((node) => node.id),
    }),
  };
  void (createResolvers as NonNullable<GatsbyNode["createResolvers"]>)(
    {
      createResolvers: (resolvers: { Query: Record<string, Resolver> }) => {
        fields = resolvers.Query;
      },
    } as never,
    { plugins: [] },
    () => undefined,
  );
  // Gatsby gives each field its default language, Hebrew, when the query names none.
  const run = (field: string, lang = "he") => fields[field]!.resolve({}, { lang }, { nodeModel });
  return {
    notices: () => run("noticesInForce"),
    events: () => run("upcomingEvents"),
    closures: (lang?: string) => run("studioClosures", lang) as Promise<unknown[]>,
  };
}

describe("the build's notices in force and upcoming events", () => {
  it("keep what is current on the build's date, in the file's order and the nearest first", async () => {
    const onFourth = rootFields("2030-03-04");
    expect((await onFourth.notices()).map((notice) => notice.until)).toEqual(["2030-03-05", "2030-03-12"]);
    expect((await onFourth.events()).map((event) => (event as { slug: string }).slug)).toEqual([
      "spring-camp",
      "flips-workshop",
    ]);
  });

  it("drop a notice after its day and an event after its last day", async () => {
    const onSixth = rootFields("2030-03-06");
    expect((await onSixth.notices()).map((notice) => notice.until)).toEqual(["2030-03-12"]);
    expect((await onSixth.events()).map((event) => (event as { slug: string }).slug)).toEqual(["flips-workshop"]);
    const later = rootFields("2030-03-13");
    expect(await later.notices()).toEqual([]);
    expect(await later.events()).toEqual([]);
  });
});

describe("the build's closures", () => {
  it("are the site's chosen holidays and typed days from the build's date on", async () => {
    const closures = (await rootFields("2030-03-04").closures()) as { date: string; name: string }[];
    expect(closures.every((closure) => closure.date >= "2030-03-04")).toBe(true);
    expect(closures).toContainEqual({ date: "2030-04-18", name: "פסח" });
    for (const day of fixtureSite.closedDays.filter((closed) => closed.date >= "2030-03-04"))
      expect(closures).toContainEqual({ date: day.date, name: day.name });
    // The English site's settings are its own: no typed day of the Hebrew site's is among its closures.
    const english = (await rootFields("2030-03-04").closures("en")) as { date: string; name: string }[];
    expect(english).toContainEqual({ date: "2030-04-18", name: "Pesach" });
    expect(english.length).toBe(
      closures.length - fixtureSite.closedDays.filter((day) => day.date >= "2030-03-04").length,
    );
  });
});
