/** @jest-environment node */
/**
 * The deploy job's step "Take the built files" (written in the workflow, run here as it is) on crafted artifacts:
 * it copies regular files under public/ and firebase.deploy.json into a fresh folder, and refuses anything else loudly.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import YAML from "yaml";

const ROOT = path.resolve(__dirname, "../..");
type Steps = { steps: { name?: string; run?: string }[] };
const workflow = YAML.parse(fs.readFileSync(path.join(ROOT, ".github/workflows/site.yml"), "utf8")) as {
  jobs: { deploy: Steps; "deploy-rules": Steps };
};
const script = workflow.jobs.deploy.steps.find((step) => step.name === "Take the built files")!.run!;
const rulesScript = workflow.jobs["deploy-rules"].steps.find((step) => step.name === "Take the rules")!.run!;

let folder: string;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-files-"));
  fs.writeFileSync(path.join(folder, "take.js"), script);
});
afterEach(() => fs.rmSync(folder, { recursive: true }));

/** Writes `files` (path → content) into the downloaded artifact's folder. */
function artifact(files: Record<string, string>) {
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, "artifact", file)), { recursive: true });
    fs.writeFileSync(path.join(folder, "artifact", file), content);
  }
}
function take() {
  const result = spawnSync("node", ["take.js"], { cwd: folder, encoding: "utf8" });
  const site = path.join(folder, "site");
  const taken = fs.existsSync(site)
    ? (fs.readdirSync(site, { recursive: true, withFileTypes: true }) as fs.Dirent[])
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(site, path.join(entry.parentPath, entry.name)))
        .sort()
    : null;
  return { status: result.status, stdout: result.stdout, taken };
}

const BUILD = {
  "firebase.deploy.json": "{}",
  "public/index.html": "<!doctype html>",
  "public/page-data/app-data.json": "{}",
  "public/static/a1b2/hero.webp": "picture",
  "public-editor/admin/content/index.html": "<!doctype html>",
  "public-editor/admin/content/package/version.json": "{}",
};

describe("the deploy job's step that takes the built files", () => {
  it("copies the build's regular files into a fresh folder", () => {
    artifact(BUILD);
    expect(take()).toMatchObject({ status: 0, taken: Object.keys(BUILD).sort() });
  });

  it.each([
    ["a package.json beside the build", { "package.json": '{"scripts":{}}' }, "package.json: package.json"],
    ["an .npmrc", { ".npmrc": "registry=https://evil.example" }, ".npmrc: a dotfile"],
    ["a node_modules folder", { "node_modules/firebase-tools/index.js": "" }, "node_modules: node_modules"],
    ["a package.json inside public/", { "public/package.json": "{}" }, "public/package.json: package.json"],
    ["a dotfile inside public/", { "public/static/.firebaserc": "{}" }, "public/static/.firebaserc: a dotfile"],
    [
      "another file at the top",
      { "firebase.json": "{}" },
      "firebase.json: not public/, public-editor/ or firebase.deploy.json",
    ],
    ["a package.json in the editor's site", { "public-editor/package.json": "{}" }, "public-editor/package.json"],
  ])("refuses %s, and takes nothing", (_, extra, problem) => {
    artifact({ ...BUILD, ...extra });
    const { status, stdout, taken } = take();
    expect(status).toBe(1);
    expect(stdout).toContain(`::error::The build cannot be deployed: ${problem}`);
    expect(taken).toBeNull();
  });

  it.each([
    ["a link to a file outside", "public/secrets.html", "/etc/passwd"],
    ["a link to a folder", "public/static", "/"],
  ])("refuses %s", (_, link, target) => {
    artifact(BUILD);
    fs.rmSync(path.join(folder, "artifact", link), { recursive: true, force: true });
    fs.symlinkSync(target, path.join(folder, "artifact", link));
    const { status, stdout, taken } = take();
    expect(status).toBe(1);
    expect(stdout).toContain(`::error::The build cannot be deployed: ${link}: a link`);
    expect(taken).toBeNull();
  });

  it("refuses a build without its Hosting configuration", () => {
    artifact({ "public/index.html": "<!doctype html>" });
    expect(take()).toMatchObject({ status: 1, taken: null });
  });

  it("refuses a build without the content editor's site", () => {
    artifact(Object.fromEntries(Object.entries(BUILD).filter(([file]) => !file.startsWith("public-editor/"))));
    const { status, stdout } = take();
    expect(status).toBe(1);
    expect(stdout).toContain("::error::The build cannot be deployed: public-editor/: missing");
  });

  it("will not write into a folder that is already there", () => {
    artifact(BUILD);
    fs.mkdirSync(path.join(folder, "site"));
    fs.writeFileSync(path.join(folder, "site", "package.json"), "{}");
    expect(take().status).not.toBe(0);
  });
});

describe("the rules deploy job's step that takes the two rule files", () => {
  const RULES = { "firestore.rules": "rules_version = '2';", "storage.rules": "rules_version = '2';" };
  function takeRules() {
    fs.writeFileSync(path.join(folder, "take-rules.js"), rulesScript);
    const result = spawnSync("node", ["take-rules.js"], { cwd: folder, encoding: "utf8" });
    const rules = path.join(folder, "rules");
    const taken = fs.existsSync(rules) ? fs.readdirSync(rules).sort() : null;
    return { status: result.status, stdout: result.stdout, taken };
  }

  it("copies the two files and writes a configuration that names them alone", () => {
    artifact(RULES);
    expect(takeRules()).toMatchObject({ status: 0, taken: ["firebase.json", "firestore.rules", "storage.rules"] });
    expect(JSON.parse(fs.readFileSync(path.join(folder, "rules/firebase.json"), "utf8"))).toEqual({
      firestore: { rules: "firestore.rules" },
      storage: { rules: "storage.rules" },
    });
  });

  it.each([
    ["a file beside them", { ...RULES, "firebase.json": "{}" }, "firebase.json: not one of the rule files"],
    ["a missing one", { "firestore.rules": "x" }, "storage.rules: missing"],
  ])("refuses %s, and takes nothing", (_, files, problem) => {
    artifact(files);
    const { status, stdout, taken } = takeRules();
    expect(status).toBe(1);
    expect(stdout).toContain(`::error::The rules cannot be deployed: ${problem}`);
    expect(taken).toBeNull();
  });

  it("refuses a link in place of a rule file", () => {
    artifact({ "firestore.rules": "x" });
    fs.symlinkSync("/etc/passwd", path.join(folder, "artifact", "storage.rules"));
    expect(takeRules()).toMatchObject({ status: 1, taken: null });
  });
});
