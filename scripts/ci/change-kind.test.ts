/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { changeKind } from "./change-kind";

describe("changeKind", () => {
  it.each([
    [["content/classes/tissu.json"]],
    [["content/notices/2026-12-04-x7k2.json", "content/events/handstand-workshop.json"]],
    [["static/images/classes/acro.jpg", "content/classes/acroyoga.json"]],
    [["static/videos/hero.mp4"]],
    [["static/favicon.svg", "static/manifest-icons/icon.png"]],
    // English twins, the studio's settings' too: their texts, beside copies that the content check holds equal to
    // the Hebrew file's values (content/site.json's addresses and pages are changed there alone, with review).
    [["content/classes/tissu.en.json"]],
    [["content/site.en.json", "content/ui.en.json"]],
  ])("calls %j content only", (paths) => {
    expect(changeKind(paths)).toEqual({ contentOnly: true, code: [] });
  });

  it.each([
    ["src/pages/index.tsx", "outside content/ and static/"],
    [".github/workflows/site.yml", "outside content/ and static/"],
    ["package.json", "outside content/ and static/"],
    ["contents/classes.json", "outside content/ and static/"],
    ["e2e/pages.spec.ts", "outside content/ and static/"],
    ["content/schemas/classes.schema.json", "not content, though in content/"],
    // The administrators and the booking provider's pages, on which the site's security rests.
    ["content/site.json", "not content, though in content/"],
    ["static/sw.js", "not content, though in static/"],
    ["static/legacy/page.HTML", "not content, though in static/"],
    ["static/feed.xml", "not content, though in static/"],
    ["content/../src/app.ts", "an unexpected path"],
    ["/content/classes.json", "an unexpected path"],
    ["content//classes.json", "an unexpected path"],
    // The content editor's configuration and page: where it signs in, what it writes.
    ["static/admin/content/config.json", "not content, though in static/"],
    ["static/admin/content/index.html", "not content, though in static/"],
    ["static/admin/content/logo.png", "not content, though in static/"],
    ["static/module.wasm", "not content, though in static/"],
    ["static/manifest.webmanifest", "not content, though in static/"],
    ["content/notes.md", "not content, though in content/"],
    ["cms/package.json", "outside content/ and static/"],
    ["cms/package-lock.json", "outside content/ and static/"],
    ["package-lock.json", "outside content/ and static/"],
    ["gatsby-node.ts", "outside content/ and static/"],
    ["gatsby-ssr.tsx", "outside content/ and static/"],
    ["gatsby-browser.tsx", "outside content/ and static/"],
    ["gatsby-config.ts", "outside content/ and static/"],
  ])("calls a change to %s code (%s), even next to content", (file, reason) => {
    expect(changeKind(["content/classes/tissu.json", file, "static/og-image.jpg"])).toEqual({
      contentOnly: false,
      code: [{ path: file, reason }],
    });
  });

  it("calls content only the repository's files that no browser and no build runs: data, pictures, videos", () => {
    const tracked = spawnSync("git", ["ls-files", "-z", "content", "static"], {
      cwd: path.resolve(__dirname, "../.."),
      encoding: "utf8",
    }).stdout.split("\0");
    const content = tracked.filter((file) => file && changeKind([file]).contentOnly);
    expect(content.length).toBeGreaterThan(20);
    // A settings file (content/booking.json) or an entry's own file (content/classes/tissu.json), or its English.
    const inert =
      /^(?:content\/(?:[a-z]+\/)?[\w-]+(?:\.en)?\.json|static\/(?!admin\/)[\w/ .-]+\.(?:jpg|png|webp|svg|mp4|webm))$/;
    expect(content.filter((file) => !inert.test(file) || file === "content/site.json")).toEqual([]);
  });

  it("calls an empty change code, so that it gets the whole suite", () => {
    expect(changeKind([]).contentOnly).toBe(false);
  });
});

describe("node scripts/ci/change-kind.ts", () => {
  const SCRIPT = path.resolve(__dirname, "change-kind.ts");
  let repo: string;
  const git = (...args: string[]) => {
    const run = spawnSync("git", args, { cwd: repo, encoding: "utf8" });
    if (run.status !== 0) throw new Error(run.stderr);
    return run.stdout.trim();
  };
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), text);
  };
  const commit = () => {
    git("add", "-A");
    git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "change");
    return git("rev-parse", "HEAD");
  };
  /** Runs the script on base..head in the test repository, as the workflow does; its output and $GITHUB_OUTPUT. */
  const run = (base: string, head: string) => {
    const output = path.join(repo, "..", `${path.basename(repo)}.output`);
    fs.writeFileSync(output, "");
    const result = spawnSync("node", ["--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", SCRIPT, base, head], {
      cwd: repo,
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "", GITHUB_OUTPUT: output },
    });
    const written = fs.readFileSync(output, "utf8");
    fs.rmSync(output);
    return { status: result.status, stdout: result.stdout, stderr: result.stderr, written };
  };

  let base: string;
  beforeEach(() => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), "change-kind-"));
    git("init", "-q");
    write("content/classes.json", "[]\n");
    write("src/app.ts", "export const app = 1;\n");
    base = commit();
  });
  afterEach(() => fs.rmSync(repo, { recursive: true }));

  it("writes content-only=true for a content change", () => {
    write("content/classes.json", '[{"slug": "acro"}]\n');
    write("static/images/new picture.jpg", "jpeg");
    const result = run(base, commit());
    expect(result).toMatchObject({ status: 0, stderr: "", written: "content-only=true\n" });
    expect(result.stdout).toContain("Content only (2 file(s))");
  });

  it("sees the code a rename takes away, not only where the file goes", () => {
    git("mv", "src/app.ts", "content/app.ts");
    const result = run(base, commit());
    expect(result.written).toBe("content-only=false\n");
    expect(result.stdout).toContain("src/app.ts (outside content/ and static/)");
  });

  it("counts the change as code when git cannot list it", () => {
    const result = run(base, "0000000000000000000000000000000000000000");
    expect(result).toMatchObject({ status: 0, written: "content-only=false\n" });
    expect(result.stdout).toContain("could not be listed");
  });
});
