import type { GatsbyNode } from "gatsby";
import { contentTypeDefs } from "../content/graphql-types";
import { contentFieldsOf } from "../content/content-fields";
import type { ContentFileName } from "../../src/content/content-files";
import { emailDigest } from "./email-digest";
import { inContentOrder, positionInContent, type OrderNodeModel } from "./content-order";
import { pictureNodeFilter } from "./picture-sources";

interface ContentNode {
  id: string;
  parent: string | null;
  internal: { type: string };
  slug?: string;
  coaches?: string[];
}

interface NodeModel extends OrderNodeModel {
  findOne(args: { type: string; query: { filter: object } }): Promise<unknown>;
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
    name: "route",
    args: { prefix: "String!" },
    extend: ({ prefix }: { prefix: string }) => ({
      resolve: (source: ContentNode) => `${prefix}${source.slug}`,
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
            (await inContentOrder<ContentNode>(context.nodeModel, "StudioClass")).filter((studioClass) =>
              studioClass.coaches?.includes(source.slug ?? ""),
            ),
        },
      },
    }),
  ]);
};
