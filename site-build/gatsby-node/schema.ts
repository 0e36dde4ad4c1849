import type { GatsbyNode } from "gatsby";
import { contentTypeDefs } from "../content/graphql-types";
import { contentFieldsOf } from "../content/content-fields";
import type { ContentFileName } from "../../src/content/content-files";
import { emailDigest } from "./email-digest";
import {
  inContentOrder,
  languageOf,
  positionInContent,
  type ContentNode as OrderedNode,
  type OrderNodeModel,
} from "./content-order";
import { languagePrefix, type Language } from "../../src/language/language";
import { pictureNodeFilter } from "./picture-sources";

interface ContentNode extends OrderedNode {
  slug?: string;
  coaches?: string[];
}

interface NodeModel extends OrderNodeModel {
  findOne(args: { type: string; query: { filter: object } }): Promise<unknown>;
}

/**
 * The entries of `type` whose field `by` has one of `keys`, in the keys' order, in `language`: a class's coaches are
 * those of its own language (Gatsby's @link would take the first entry of either).
 */
async function entriesByKey(nodeModel: NodeModel, type: string, by: string, language: Language, keys: string[]) {
  const { entries } = await nodeModel.findAll({ type });
  const inLanguage = ([...entries] as (ContentNode & Record<string, unknown>)[]).filter(
    (entry) => languageOf(entry) === language,
  );
  return keys.flatMap((key) => inLanguage.filter((entry) => entry[by] === key));
}

/** The build's own facts; the content's types are written from its zod schema (content/graphql-types.ts). */
const buildInfoTypeDefs = /* GraphQL */ `
  type BuildInfo implements Node @dontInfer {
    commit: String!
    builtAt: Date! @dateformat
    "The day (Israel) that notices in force and upcoming events were chosen by, YYYY-MM-DD"
    buildDate: String!
    "The content files and folders, e.g. content/site.json, content/classes"
    contentFiles: [String!]!
  }
  "What every page of a language shows beside its own content (src/language/site-texts.tsx; dated-resolvers.ts)"
  type SiteTexts {
    uiTexts: UiTexts
    siteSettings: SiteSettings
    bookingSettings: BookingSettings
    "The classes in their order, for the menus"
    menuClasses: StudioClassList!
    "The classes in their order, for the try-out form"
    trialClasses: StudioClassList!
    studioClosures: [Closure!]!
    upcomingEvents: [StudioEvent!]!
  }
  type StudioClassList {
    nodes: [StudioClass!]!
  }
  "A day the studio is closed: a chosen holiday, dated by the Hebrew calendar, or a day content/site.json names"
  type Closure {
    "YYYY-MM-DD"
    date: String!
    "Why, in Hebrew: the holiday's name, or what the studio wrote"
    name: String!
  }
`;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  actions.createFieldExtension({
    name: "linkInLanguage",
    args: { type: "String!", by: "String!" },
    extend: ({ type, by }: { type: string; by: string }) => ({
      resolve: (
        source: ContentNode & Record<string, unknown>,
        _args: unknown,
        context: { nodeModel: NodeModel },
        info: { fieldName: string },
      ) => entriesByKey(context.nodeModel, type, by, languageOf(source), source[info.fieldName] as string[]),
    }),
  });
  actions.createFieldExtension({
    name: "language",
    extend: () => ({ resolve: (source: ContentNode) => languageOf(source) }),
  });
  actions.createFieldExtension({
    name: "route",
    args: { prefix: "String!" },
    extend: ({ prefix }: { prefix: string }) => ({
      resolve: (source: ContentNode) => `${languagePrefix(languageOf(source))}${prefix}${source.slug}`,
    }),
  });
  actions.createFieldExtension({
    name: "sha256Digests",
    args: { from: "String!" },
    extend: ({ from }: { from: string }) => ({
      resolve: (source: Record<string, unknown>) => ((source[from] as string[] | undefined) ?? []).map(emailDigest),
    }),
  });
  actions.createFieldExtension({
    name: "fieldsOf",
    args: { file: "String!" },
    extend: ({ file }: { file: ContentFileName }) => ({
      resolve: (source: Record<string, unknown>) => contentFieldsOf(file, source),
    }),
  });
  actions.createFieldExtension({
    name: "positionInFile",
    extend: () => ({
      resolve: (source: ContentNode, _args: unknown, context: { nodeModel: NodeModel }) =>
        positionInContent(source, context.nodeModel),
    }),
  });
  actions.createFieldExtension({
    name: "mediaFile",
    args: { folder: "String!", from: "String!" },
    extend: ({ folder, from }: { folder: string; from: string }) => ({
      resolve: (source: Record<string, unknown>, _args: unknown, context: { nodeModel: NodeModel }) =>
        context.nodeModel.findOne({ type: "File", query: { filter: pictureNodeFilter(folder, source[from]) } }),
    }),
  });
  actions.createTypes([
    contentTypeDefs(),
    buildInfoTypeDefs,
    schema.buildObjectType({
      name: "Coach",
      fields: {
        classes: {
          type: "[StudioClass!]!",
          description: "The classes this coach teaches, in the classes' order (their order fields)",
          resolve: async (source: ContentNode, _args: unknown, context: { nodeModel: NodeModel }) =>
            (await inContentOrder<ContentNode>(context.nodeModel, "StudioClass", languageOf(source))).filter(
              (studioClass) => studioClass.coaches?.includes(source.slug ?? ""),
            ),
        },
      },
    }),
  ]);
};
