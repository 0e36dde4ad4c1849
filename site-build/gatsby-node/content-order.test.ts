/**
 * @jest-environment node
 */
import { inContentOrder, positionInContent, type ContentNode } from "./content-order";

/** Nodes as content-nodes.ts makes them, each of a folder's files (content/coaches/x.json) or of one list file. */
function nodeModel(files: { name: string; relativeDirectory: string; entries: Record<string, unknown>[] }[]) {
  const nodes = new Map<string, unknown>();
  const byType: (ContentNode & Record<string, unknown>)[] = [];
  files.forEach((file, fileIndex) => {
    const children = file.entries.map((entry, index) => {
      const node = { ...entry, id: `n-${fileIndex}-${index}`, parent: `f-${fileIndex}`, internal: { type: "Coach" } };
      byType.push(node);
      nodes.set(node.id, node);
      return node.id;
    });
    nodes.set(`f-${fileIndex}`, { name: file.name, relativeDirectory: file.relativeDirectory, children });
  });
  return {
    // The node model gives no order of its own.
    findAll: async () => ({ entries: [...byType].reverse() }),
    getNodeById: ({ id }: { id: string }) => nodes.get(id),
  };
}

describe("the entries' order in GraphQL", () => {
  it("puts a folder's entries by their order field, then by file name, and gives each its place", async () => {
    const model = nodeModel([
      { name: "amit-cohen", relativeDirectory: "coaches", entries: [{ slug: "amit-cohen", order: 3 }] },
      { name: "noam-bar", relativeDirectory: "coaches", entries: [{ slug: "noam-bar", order: 1 }] },
      { name: "itay-shani", relativeDirectory: "coaches", entries: [{ slug: "itay-shani", order: 3 }] },
    ]);
    const ordered = await inContentOrder<ContentNode & { slug: string }>(model, "Coach");
    expect(ordered.map(({ slug }) => slug)).toEqual(["noam-bar", "amit-cohen", "itay-shani"]);
    expect(await positionInContent(ordered[2]!, model)).toBe(2);
  });

  it("keeps a list file's entries in the file's order", async () => {
    const model = nodeModel([
      {
        name: "faq",
        relativeDirectory: "",
        entries: [
          { slug: "first", order: 9 },
          { slug: "second", order: 1 },
        ],
      },
    ]);
    const ordered = await inContentOrder<ContentNode & { slug: string }>(model, "Coach");
    expect(ordered.map(({ slug }) => slug)).toEqual(["first", "second"]);
  });
});
