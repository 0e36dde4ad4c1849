/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Node } from "gatsby";
import { refreshEnglishOf, watchEnglishTwins } from "./watch-twins";

type Watcher = ReturnType<typeof watchEnglishTwins>;

const CONTENT = path.join(__dirname, "../../content");

/** A content folder of one class, tissu, as gatsby-source-filesystem's File node gives it, and what was made of it. */
function classFolder(folder: string) {
  fs.mkdirSync(path.join(folder, "classes"), { recursive: true });
  for (const name of ["tissu.json", "tissu.en.json"])
    fs.copyFileSync(path.join(CONTENT, "classes", name), path.join(folder, "classes", name));
  const file = {
    id: "file-tissu",
    absolutePath: path.join(folder, "classes", "tissu.json"),
    relativeDirectory: "classes",
    name: "tissu",
    extension: "json",
    sourceInstanceName: "content",
    internal: { type: "File" },
    children: [],
  };
  const hebrew = { id: "tissu-he", parent: file.id, internal: { type: "StudioClass" } };
  const staleEnglish = { id: "tissu-en", parent: file.id, lang: "en", internal: { type: "StudioClass" } };
  const made: Record<string, unknown>[] = [];
  const deleted: string[] = [];
  const args = {
    getNodes: () => [file, hebrew, staleEnglish] as unknown as Node[],
    createNodeId: (seed: string) => `id of ${seed}`,
    createContentDigest: () => "digest",
    actions: {
      createNode: (node: Record<string, unknown>) => void made.push(node),
      deleteNode: (node: Node) => void deleted.push(node.id),
      createParentChildLink: () => undefined,
    },
  };
  return { args: args as unknown as Parameters<typeof refreshEnglishOf>[1], made, deleted };
}

describe("under npm start, a changed English twin", () => {
  const env = process.env.STUDIO_ENGLISH_SITE;
  let folder: string;
  let watcher: Watcher | undefined;
  beforeEach(() => {
    process.env.STUDIO_ENGLISH_SITE = "1";
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "twins-"));
  });
  afterEach(() => {
    watcher?.close();
    if (env === undefined) delete process.env.STUDIO_ENGLISH_SITE;
    else process.env.STUDIO_ENGLISH_SITE = env;
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("makes its file's English entries anew: the old deleted, the Hebrew kept, the twin's words in the new", () => {
    const { args, made, deleted } = classFolder(folder);
    const twin = path.join(folder, "classes", "tissu.en.json");
    fs.writeFileSync(twin, JSON.stringify({ ...JSON.parse(fs.readFileSync(twin, "utf8")), title: "Aerial silks" }));
    expect(refreshEnglishOf(twin, args)).toBe(path.join(folder, "classes", "tissu.json"));
    expect(deleted).toEqual(["tissu-en"]);
    expect(made).toEqual([expect.objectContaining({ lang: "en", title: "Aerial silks", parent: "file-tissu" })]);
  });

  it("of no content file changes nothing", () => {
    const { args, made, deleted } = classFolder(folder);
    expect(refreshEnglishOf(path.join(folder, "classes", "gone.en.json"), args)).toBeNull();
    expect([made, deleted]).toEqual([[], []]);
  });

  it("is seen by the watcher once it has settled, which names the file made anew", async () => {
    const { args, made } = classFolder(folder);
    const twin = path.join(folder, "classes", "tissu.en.json");
    const text = fs.readFileSync(twin, "utf8");
    const refreshed = new Promise<string>((resolve, reject) => {
      watcher = watchEnglishTwins(folder, args, { refreshed: resolve, failed: (_twin, error) => reject(error) });
    });
    // A save in two steps, as some editors do: emptied, then written. Read once, whole.
    fs.writeFileSync(twin, "");
    fs.writeFileSync(twin, text.replace(/"title": "[^"]*"/, '"title": "Silks"'));
    expect(await refreshed).toBe(path.join("classes", "tissu.json"));
    expect(made).toEqual([expect.objectContaining({ title: "Silks" })]);
  });

  it("reports a twin it cannot read, and keeps watching", async () => {
    const { args, made } = classFolder(folder);
    const twin = path.join(folder, "classes", "tissu.en.json");
    const text = fs.readFileSync(twin, "utf8");
    let failedOnce: (name: string) => void = () => undefined;
    const failed = new Promise<string>((resolve) => (failedOnce = resolve));
    let refreshedOnce: (file: string) => void = () => undefined;
    const refreshed = new Promise<string>((resolve) => (refreshedOnce = resolve));
    watcher = watchEnglishTwins(folder, args, { refreshed: refreshedOnce, failed: (name) => failedOnce(name) });
    fs.writeFileSync(twin, '{ "title": ');
    expect(await failed).toBe(path.join("classes", "tissu.en.json"));
    fs.writeFileSync(twin, text);
    expect(await refreshed).toBe(path.join("classes", "tissu.json"));
    expect(made).toHaveLength(1);
  });
});
