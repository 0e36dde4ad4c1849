/** @jest-environment node */
/**
 * The deploy pipeline's rules (issues 21 and 19): the deploy key only in a job that runs none of the project's
 * code, whatever path a change takes (content only or code, pull request, merge or nightly rebuild), every action
 * pinned to a commit, the Firebase CLI pinned, no token left in a checkout, a preview build never deployed live,
 * updates by Dependabot, and one maintained Node.js major everywhere.
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
  if?: string;
  uses?: string;
  run?: string;
  shell?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  container?: string;
  environment?: string;
  needs?: string | string[];
  permissions?: Record<string, string>;
  outputs?: Record<string, string>;
  steps: Step[];
}

interface Workflow {
  on: Record<string, unknown>;
  concurrency: { group: string; "cancel-in-progress": string };
  jobs: Record<string, Job>;
}
/** Every workflow: the rules on keys, tokens, pins and Node.js hold for any workflow added later too. */
const WORKFLOW_FILES = fs
  .readdirSync(path.join(ROOT, ".github/workflows"))
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => `.github/workflows/${name}`);
const allWorkflowsText = WORKFLOW_FILES.map(read).join("\n");
const jobs = WORKFLOW_FILES.flatMap((file) => Object.entries((YAML.parse(read(file)) as Workflow).jobs));
/** The site's workflow: checks, previews, merges and the nightly rebuild. */
const workflowText = read(".github/workflows/site.yml");
const workflow = YAML.parse(workflowText) as Workflow;
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

describe("the workflows", () => {
  it("pins every action to a full commit, with its release in a comment", () => {
    const uses = [...allWorkflowsText.matchAll(/^\s*(?:-\s+)?uses:\s*(.+)$/gm)].map(([, value]) => value!.trim());
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
    expect(runsProjectCode(workflow.jobs.release!)).toBe(true);
  });

  it("lets only jobs that run none of the project's code use the token beyond reading the code", () => {
    const empowered = jobs.filter(([, job]) =>
      Object.entries(job.permissions ?? {}).some(([scope, level]) => scope !== "contents" || level !== "read"),
    );
    expect(empowered.map(([name]) => name).sort()).toEqual(["deploy", "tested"]);
    for (const [name, job] of empowered)
      expect({ name, runsProjectCode: runsProjectCode(job) }).toEqual({ name, runsProjectCode: false });
    // Every job says what its token may do; the workflow's default is to read the code only.
    for (const [, job] of jobs) expect(job.permissions).toBeDefined();
    expect(workflowText).toMatch(/^permissions:\n {2}contents: read\n/m);
  });

  it("checks a content-only change in a job without secrets, and deploys it as any other", () => {
    const { build, deploy } = workflow.jobs as { build: Job; deploy: Job };
    const contentPath = build.steps.filter((step) => /change-kind\.ts|test:content/.test(step.run ?? ""));
    expect(contentPath).toHaveLength(2);
    expect(namesSecrets(build)).toBe(false);
    // Nothing in the deploy job, where the key is, depends on what the change touched.
    expect(JSON.stringify(deploy)).not.toMatch(/content-only|changes|NIGHTLY/);
  });

  it("deploys a preview build to the pull request's channel and only a live build live", () => {
    const { release, deploy } = workflow.jobs as { release: Job; deploy: Job };
    expect(deploy.needs).toEqual(["tested", "build", "release"]);
    // In order: the preview is built, then kept; then the live site is built over it, then kept.
    const kinds = release.steps.map((step) => {
      if (step.run?.includes("build-release.mjs"))
        return step.env?.GATSBY_CONTENT_PREVIEW ? "build preview" : "build live";
      if (step.uses?.startsWith("actions/upload-artifact")) return `keep ${String(step.with?.name)}`;
      return null;
    });
    expect(kinds.filter(Boolean)).toEqual([
      "build preview",
      "keep site-preview",
      "build live",
      // Named after the tree it was built from, which the push that merges that tree looks for.
      "keep site-live-${{ steps.tree.outputs.tree }}",
    ]);
    const preview = release.steps.filter(
      (step) => step.env?.GATSBY_CONTENT_PREVIEW || step.with?.name === "site-preview",
    );
    for (const step of preview) expect(step.if).toBe("github.event_name == 'pull_request'");
    for (const upload of release.steps.filter((step) => step.uses?.startsWith("actions/upload-artifact")))
      expect(String(upload.with?.path)).toContain("firebase.deploy.json");
    expect(release.outputs?.tree).toBe("${{ steps.tree.outputs.tree }}");
    // The content's drafts (GATSBY_CONTENT_PREVIEW) are built into the preview alone.
    expect(workflowText.match(/GATSBY_CONTENT_PREVIEW:/g)).toHaveLength(1);

    const download = deploy.steps.find((step) => step.uses?.startsWith("actions/download-artifact"))!;
    expect(download.with?.path).toBe("site");
    const name = String(download.with?.name).replace(/\s+/g, " ");
    expect(name).toBe(
      "${{ github.event_name == 'pull_request' && 'site-preview' || format('site-live-{0}', " +
        "needs.tested.outputs.run-id && needs.tested.outputs.tree || needs.release.outputs.tree) }}",
    );
    expect(deploy.environment).toBe("${{ github.event_name == 'pull_request' && 'preview' || 'production' }}");
    const action = deploy.steps.find((step) => step.uses?.includes("action-hosting-deploy"));
    expect(action?.with).toMatchObject({ entryPoint: "site" });
    expect(action?.with?.channelId).toBe("${{ github.event_name != 'pull_request' && 'live' || '' }}");
  });

  it("deploys live from main only, one deploy at a time", () => {
    const condition = String(workflow.jobs.deploy!.if).replace(/\s+/g, " ");
    expect(condition).toContain("github.event_name != 'pull_request' && github.ref == 'refs/heads/main'");
    expect(workflow.concurrency).toEqual({
      group: "site-${{ github.ref }}",
      "cancel-in-progress": "${{ github.event_name == 'pull_request' }}",
    });
  });

  it("rebuilds nightly only when scripts/ci/nightly.ts says the schedule is due", () => {
    expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(["schedule", "workflow_dispatch"]));
    const { due, build, release } = workflow.jobs as { due: Job; build: Job; release: Job };
    expect(due.steps.some((step) => step.run?.includes("scripts/ci/nightly.ts"))).toBe(true);
    expect(due.outputs?.due).toBe("${{ steps.due.outputs.due }}");
    for (const job of [build, release]) {
      expect(job.needs).toContain("due");
      expect(job.if).toContain("needs.due.outputs.due == 'true'");
    }
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
