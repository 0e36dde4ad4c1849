/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import YAML from "yaml";

const ROOT = path.resolve(__dirname, "../..");
const WORKFLOWS = path.join(ROOT, ".github/workflows");
const WORKFLOW = path.join(WORKFLOWS, "site.yml");
const workflow = fs.readFileSync(WORKFLOW, "utf8");
/** Every workflow of the repository, which actionlint checks beside the broken copies of the site's. */
const workflowNames = fs.readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));

/** Broken copies of the real workflow, each with one mistake an editor of it could make. */
const BROKEN: Record<string, [string, string]> = {
  "misspelt-event.yml": ["  pull_request:\n", "  pull_requests:\n"],
  "unknown-context.yml": ["${{ vars.FIREBASE_PROJECT_ID }}", "${{ var.FIREBASE_PROJECT_ID }}"],
  "unclosed-expression.yml": ["if: env.NIGHTLY == 'true'", "if: ${{ env.NIGHTLY == 'true'"],
  "unknown-runner.yml": ["runs-on: ubuntu-latest", "runs-on: ubuntu-lastest"],
  // actionlint knows the inputs of actions named by tag only; a commit-pinned action's inputs go unchecked.
  "unknown-needed-job.yml": ["needs: [build, release]", "needs: [biuld, release]"],
  "unknown-step-output.yml": [
    "steps.changes.outputs.content-only == 'true'",
    "steps.change.outputs.content-only == 'true'",
  ],
  "unknown-job-output.yml": ["needs.release.outputs.commit", "needs.release.outputs.commits"],
  "step-without-run.yml": ["        run: npm test\n", "\n"],
  "bad-indentation.yml": ["    steps:\n", "   steps:\n"],
};

describe("the GitHub Actions workflow", () => {
  /** actionlint's problems by file name, from one run over the real workflow and the broken copies. */
  let problemsByFile: Map<string, string[]>;
  let status: number | null;
  let summary: string;

  beforeAll(() => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "broken-workflows-"));
    for (const [name, [from, to]] of Object.entries(BROKEN)) {
      expect(workflow).toContain(from);
      fs.writeFileSync(path.join(folder, name), workflow.replace(from, to));
    }
    const run = spawnSync("node", ["scripts/ci/lint-workflows.mjs", WORKFLOWS, folder], {
      cwd: ROOT,
      encoding: "utf8",
    });
    fs.rmSync(folder, { recursive: true });
    status = run.status;
    summary = run.stdout;
    problemsByFile = new Map();
    for (const line of run.stderr.split("\n").filter(Boolean)) {
      const file = path.basename(line.split(":")[0]!);
      problemsByFile.set(file, [...(problemsByFile.get(file) ?? []), line]);
    }
  });

  it("passes actionlint, as every other workflow does", () => {
    expect(workflowNames).toContain("site.yml");
    expect(summary).toContain(`${workflowNames.length + Object.keys(BROKEN).length} workflow file(s)`);
    for (const name of workflowNames) expect({ name, problems: problemsByFile.get(name) }).toEqual({ name });
  });

  it("is rejected by actionlint with any one of typical mistakes", () => {
    expect(status).toBe(1);
    expect([...problemsByFile.keys()].sort()).toEqual(Object.keys(BROKEN).sort());
  });

  it("checks the content, then tests the change; builds the preview and the live site; then deploys", () => {
    const { jobs } = YAML.parse(workflow) as { jobs: Record<string, { steps: { run?: string; uses?: string }[] }> };
    /** Where each text first appears among a job's steps, in order. */
    const positions = (job: string, texts: string[]) =>
      texts.map((text) => jobs[job]!.steps.findIndex((step) => `${step.run ?? ""} ${step.uses ?? ""}`.includes(text)));
    const inOrder = (found: number[]) => {
      expect(found.every((position) => position >= 0)).toBe(true);
      expect([...found].sort((a, b) => a - b)).toEqual(found);
    };
    inOrder(positions("build", ["change-kind.ts", "check:content", "npm test"]));
    inOrder(positions("build", ["check:content", "npm run test:content"]));
    inOrder(positions("release", ["git rev-parse HEAD", "npm ci", "build-release.mjs", "upload-artifact"]));
    inOrder(
      positions("deploy", [
        "actions/checkout",
        "npm ci --ignore-scripts",
        "actions/download-artifact",
        "firebase.deploy.json",
        "hosting:channel:deploy",
        "deploy --only hosting",
      ]),
    );
  });

  it("checks what content can break on every route for a change to content alone, nightly, and on every push to main", () => {
    const { jobs } = YAML.parse(workflow) as { jobs: Record<string, { steps: { run?: string; if?: string }[] }> };
    const step = jobs.build!.steps.find((candidate) => candidate.run === "npm run test:content");
    // main's own content is held to what a content change is held to, so that nothing on main refuses the owner's change.
    expect(step?.if?.split(" || ").sort()).toEqual([
      "env.NIGHTLY == 'true'",
      "github.event_name == 'push'",
      "steps.changes.outputs.content-only == 'true'",
    ]);
  });

  it("runs only step scripts that exist", () => {
    const scripts = [...workflow.matchAll(/(?:scripts|\.ci)\/[\w./-]+\.(?:sh|mjs|ts)/g)].map(([file]) => file);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      // Shell scripts are run by name, so they must be executable; the .mjs and .ts ones are run with node.
      const mode = script.endsWith(".sh") ? fs.constants.X_OK : fs.constants.R_OK;
      expect(() => fs.accessSync(path.join(ROOT, script), mode)).not.toThrow();
    }
  });

  it("names only secrets and variables that docs/ci.md documents", () => {
    const readme = fs.readFileSync(path.join(ROOT, "docs/ci.md"), "utf8");
    const names = [...workflow.matchAll(/\b(?:secrets|vars)\.(\w+)/g)]
      .map(([, name]) => name!)
      .filter((name) => name !== "GITHUB_TOKEN");
    expect(names).toContain("GCP_WORKLOAD_IDENTITY_PROVIDER");
    expect(names.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });
});
