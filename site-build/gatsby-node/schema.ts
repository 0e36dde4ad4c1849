import type { GatsbyNode } from "gatsby";
import { contentTypeDefs } from "../content/graphql-types";
import { emailDigest } from "./email-digest";

interface ContentNode {
  id: string;
  parent: string | null;
  slug?: string;
  coaches?: string[];
}

interface NodeModel {
  getNodeById(args: { id: string }): { children: string[] } | null;
  findAll(args: { type: string }): Promise<{ entries: Iterable<ContentNode> }>;
  findOne(args: { type: string; query: { filter: object } }): Promise<unknown>;
}

/** Where an entry stands in its content file, so lists keep the order the editor wrote. */
function positionInFile(node: ContentNode, nodeModel: NodeModel): number {
  const file = node.parent ? nodeModel.getNodeById({ id: node.parent }) : null;
  return file ? file.children.indexOf(node.id) : 0;
}

/** The build's own facts; the content's types are written from its zod schema (content/graphql-types.ts). */
const buildInfoTypeDefs = /* GraphQL */ `
  type BuildInfo implements Node @dontInfer {
    commit: String!
    builtAt: Date! @dateformat
    "The day (Israel) that notices in force and upcoming events were chosen by, YYYY-MM-DD"
    buildDate: String!
    "The content files, e.g. content/notices.json"
    contentFiles: [String!]!
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
    name: "positionInFile",
    extend: () => ({
      resolve: (source: ContentNode, _args: unknown, context: { nodeModel: NodeModel }) =>
        positionInFile(source, context.nodeModel),
    }),
  });
  actions.createFieldExtension({
    name: "mediaFile",
    args: { folder: "String!", from: "String!" },
    extend: ({ folder, from }: { folder: string; from: string }) => ({
      resolve: (source: Record<string, unknown>, _args: unknown, context: { nodeModel: NodeModel }) =>
        context.nodeModel.findOne({
          type: "File",
          query: {
            filter: { sourceInstanceName: { eq: "images" }, relativePath: { eq: `${folder}/${source[from]}` } },
          },
        }),
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
          description: "The classes this coach teaches, in the order of content/classes.json",
          resolve: async (source: ContentNode, _args: unknown, context: { nodeModel: NodeModel }) => {
            const { entries } = await context.nodeModel.findAll({ type: "StudioClass" });
            return [...entries]
              .filter((studioClass) => studioClass.coaches?.includes(source.slug ?? ""))
              .sort((a, b) => positionInFile(a, context.nodeModel) - positionInFile(b, context.nodeModel));
          },
        },
      },
    }),
  ]);
};
