import type { GatsbyNode } from "gatsby";
import { inContentOrder, languageOf, type ContentNode, type OrderNodeModel } from "./content-order";
import { noticesInForce, upcomingEvents, type DatedEvent, type DatedNotice } from "../../src/lib/dated-content";
import { studioClosures } from "./calendar/closures";
import type { Language } from "../../src/language/language";

interface Entries<Entry> extends OrderNodeModel {
  findAll(args: { type: string }): Promise<{ entries: Iterable<Entry & ContentNode> }>;
  findOne(args: { type: string; query: { filter: object } }): Promise<{ buildDate: string } | null>;
}

type SiteClosures = Parameters<typeof studioClosures>[0];

/**
 * The build's date, from the BuildInfo node (build-info.ts): reading it there also makes every query that lists
 * notices or events depend on that node, which each build renews, so a cached query result never outlives its day.
 */
async function buildDateOf<Entry>(nodeModel: Entries<Entry>): Promise<string> {
  const info = await nodeModel.findOne({ type: "BuildInfo", query: { filter: {} } });
  if (!info) throw new Error("No BuildInfo node: build-info.ts creates it in sourceNodes");
  return info.buildDate;
}

const inFileOrder = <Entry>(nodeModel: Entries<Entry>, type: string, language: Language) =>
  inContentOrder<Entry & ContentNode>(nodeModel, type, language);

/** Each list is in one language: `lang: "en"` gives the English site's entries, Hebrew's by default. */
const LANGUAGE_ARGUMENT = { lang: { type: "String", defaultValue: "he" } };

/** The one entry of an object file (content/site.json…) in `language`. */
async function entryIn<Entry>(nodeModel: Entries<Entry>, type: string, language: Language) {
  const { entries } = await nodeModel.findAll({ type });
  return [...entries].find((entry) => languageOf(entry) === language) ?? null;
}

const closuresIn = async (nodeModel: Entries<SiteClosures>, language: Language) => {
  const site = (await entryIn(nodeModel, "SiteSettings", language)) as SiteClosures | null;
  // The English site's static query runs in every build; while that site is not built it has no settings.
  if (!site && language !== "he") return [];
  if (!site) throw new Error("content/site.json was not loaded");
  return studioClosures(site, await buildDateOf(nodeModel), language);
};

const eventsIn = async (nodeModel: Entries<DatedEvent>, language: Language) =>
  upcomingEvents(await inFileOrder(nodeModel, "StudioEvent", language), await buildDateOf(nodeModel));

type Context<Entry> = { nodeModel: Entries<Entry> };
type InLanguage = { lang: Language };

const entryOf = (type: string) => ({
  resolve: ({ lang }: InLanguage, _args: unknown, { nodeModel }: Context<unknown>) => entryIn(nodeModel, type, lang),
});

const classesIn = async ({ lang }: InLanguage, _args: unknown, { nodeModel }: Context<unknown>) => ({
  nodes: await inFileOrder(nodeModel, "StudioClass", lang),
});

/**
 * What is current on the build's date, as the pages query it: `noticesInForce` (content/notices/, by their last day),
 * `upcomingEvents` (content/events/, the nearest first) and `studioClosures` (the days the studio is closed from that
 * day on: calendar/closures.ts). Past ones never reach a page or its data. And `siteTexts(lang)`: what every page of
 * a language shows beside its own content, the one static query of that language (src/language/site-texts.tsx).
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Query: {
      noticesInForce: {
        type: "[Notice!]!",
        args: LANGUAGE_ARGUMENT,
        resolve: async (_source: unknown, { lang }: InLanguage, { nodeModel }: Context<DatedNotice>) =>
          noticesInForce(await inFileOrder(nodeModel, "Notice", lang), await buildDateOf(nodeModel)),
      },
      upcomingEvents: {
        type: "[StudioEvent!]!",
        args: LANGUAGE_ARGUMENT,
        resolve: (_source: unknown, { lang }: InLanguage, { nodeModel }: Context<DatedEvent>) =>
          eventsIn(nodeModel, lang),
      },
      studioClosures: {
        type: "[Closure!]!",
        args: LANGUAGE_ARGUMENT,
        resolve: (_source: unknown, { lang }: InLanguage, { nodeModel }: Context<SiteClosures>) =>
          closuresIn(nodeModel, lang),
      },
      siteTexts: {
        type: "SiteTexts!",
        args: { lang: "String!" },
        resolve: (_source: unknown, { lang }: InLanguage) => ({ lang }),
      },
    },
    SiteTexts: {
      uiTexts: entryOf("UiTexts"),
      siteSettings: entryOf("SiteSettings"),
      bookingSettings: entryOf("BookingSettings"),
      menuClasses: { resolve: classesIn },
      trialClasses: { resolve: classesIn },
      studioClosures: {
        resolve: ({ lang }: InLanguage, _args: unknown, { nodeModel }: Context<SiteClosures>) =>
          closuresIn(nodeModel, lang),
      },
      upcomingEvents: {
        resolve: ({ lang }: InLanguage, _args: unknown, { nodeModel }: Context<DatedEvent>) =>
          eventsIn(nodeModel, lang),
      },
    },
  });
};
