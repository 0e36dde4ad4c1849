/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { changeBase, changedFiles, gitIn, guardedChanges, needsDevelopTest } from "./develop-test-guard";

describe("the development server's test in npm test", () => {
  it("runs when the change touches Gatsby's configuration, entry points or code, the packages or npm start", () => {
    for (const file of [
      "gatsby-config.ts",
      "gatsby-node.ts",
      "gatsby-browser.tsx",
      "gatsby-ssr.tsx",
      "src/gatsby/render/head.tsx",
      "site-build/gatsby-node/webpack.ts",
      "package.json",
      "package-lock.json",
      "scripts/auth-emulator.mjs",
      "scripts/develop-copy.mjs",
      "e2e/development-server.spec.ts",
    ]) {
      expect(needsDevelopTest(["README.md", file], false)).toEqual({
        run: true,
        why: `the change touches ${file}`,
      });
    }
  });

  it("does not run for a change to pages, components, content, docs or other tests alone", () => {
    const changed = [
      "src/pages/faq.tsx",
      "src/components/Footer/Footer.tsx",
      "content/classes.json",
      "docs/testing.md",
      "e2e/home.spec.ts",
    ];
    expect(guardedChanges(changed)).toEqual([]);
    expect(needsDevelopTest(changed, false).run).toBe(false);
  });

  it("runs when asked (DEVELOP_TEST=1, the nightly rebuild) and when the change's files are unknown", () => {
    expect(needsDevelopTest(["docs/testing.md"], true).run).toBe(true);
    expect(needsDevelopTest(null, false).run).toBe(true);
  });
});

describe("the change that npm test measures", () => {
  let folder: string;
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "change-base-"));
  });
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  /** Runs git in `dir` as a stand-in contributor; fails the test when git does. */
  const git = (dir: string, ...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], {
      cwd: dir,
      encoding: "utf8",
      stdio: "pipe",
    }).trim();
  const commit = (dir: string, file: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), `${file}\n`);
    git(dir, "add", file);
    git(dir, "commit", "--quiet", "-m", `Changes ${file}`);
  };
  /** The studio's repository, whose last merged commit touched what the development server's test guards. */
  const upstream = (name = "upstream") => {
    const dir = path.join(folder, name);
    fs.mkdirSync(dir);
    git(dir, "init", "--quiet", "--initial-branch=main");
    commit(dir, "README.md");
    commit(dir, "gatsby-config.ts");
    return dir;
  };
  const cloneOf = (dir: string) => {
    git(folder, "clone", "--quiet", dir, "clone");
    return path.join(folder, "clone");
  };
  const changeIn = (dir: string, named?: string) => changedFiles(gitIn(dir), changeBase(gitIn(dir), named));

  it("is empty on a fresh clone of main: the last merged commit is not the newcomer's", () => {
    const clone = cloneOf(upstream());
    expect(changeIn(clone)).toEqual([]);
    expect(needsDevelopTest(changeIn(clone), false).run).toBe(false);
  });

  it("is a newcomer's own commits on main, and what they have not committed yet", () => {
    const clone = cloneOf(upstream());
    commit(clone, "src/gatsby/render/head.tsx");
    fs.writeFileSync(path.join(clone, "notes.md"), "not committed\n");
    expect(changeIn(clone)).toEqual(["src/gatsby/render/head.tsx", "notes.md"]);
  });

  it("is a branch's commits since it left main, in a clone or made from main with no remote", () => {
    const clone = cloneOf(upstream());
    git(clone, "switch", "--quiet", "-c", "feature");
    commit(clone, "src/pages/faq.tsx");
    expect(changeIn(clone)).toEqual(["src/pages/faq.tsx"]);

    const alone = upstream("alone");
    git(alone, "branch", "feature", "main");
    git(alone, "switch", "--quiet", "feature");
    commit(alone, "docs/testing.md");
    expect(changeIn(alone)).toEqual(["docs/testing.md"]);
  });

  it("is measured from TEST_BASE when it is set", () => {
    const clone = cloneOf(upstream());
    expect(changeIn(clone, "HEAD~1")).toEqual(["gatsby-config.ts"]);
  });

  it("is unknown where git cannot say: no repository, or a detached commit with nothing to measure it from", () => {
    expect(changeIn(folder)).toBeNull();
    const alone = upstream();
    git(alone, "switch", "--quiet", "--detach", "HEAD~1");
    expect(changeIn(alone)).toBeNull();
    expect(needsDevelopTest(changeIn(alone), false).run).toBe(true);
  });
});
