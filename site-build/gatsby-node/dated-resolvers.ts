import type { GatsbyNode } from "gatsby";
import { inContentOrder, type ContentNode, type OrderNodeModel } from "./content-order";
import { noticesInForce, upcomingEvents, type DatedEvent, type DatedNotice } from "../../src/lib/dated-content";
import { studioClosures } from "./calendar/closures";

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

const inFileOrder = <Entry>(nodeModel: Entries<Entry>, type: string) =>
  inContentOrder<Entry & ContentNode>(nodeModel, type);

/**
 * What is current on the build's date, as the pages query it: `noticesInForce` (content/notices/, by their last day),
 * `upcomingEvents` (content/events/, the nearest first) and `studioClosures` (the days the studio is closed from that
 * day on: calendar/closures.ts). Past ones never reach a page or its data.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Query: {
      noticesInForce: {
        type: "[Notice!]!",
        resolve: async (_source: unknown, _args: unknown, context: { nodeModel: Entries<DatedNotice> }) =>
          noticesInForce(await inFileOrder(context.nodeModel, "Notice"), await buildDateOf(context.nodeModel)),
      },
      upcomingEvents: {
        type: "[StudioEvent!]!",
        resolve: async (_source: unknown, _args: unknown, context: { nodeModel: Entries<DatedEvent> }) =>
          upcomingEvents(await inFileOrder(context.nodeModel, "StudioEvent"), await buildDateOf(context.nodeModel)),
      },
      studioClosures: {
        type: "[Closure!]!",
        resolve: async (_source: unknown, _args: unknown, context: { nodeModel: Entries<SiteClosures> }) => {
          const site = (await context.nodeModel.findOne({
            type: "SiteSettings",
            query: { filter: {} },
          })) as SiteClosures | null;
          if (!site) throw new Error("content/site.json was not loaded");
          return studioClosures(site, await buildDateOf(context.nodeModel));
        },
      },
    },
  });
};
