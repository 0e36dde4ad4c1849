/** @jest-environment node */
/**
 * The workflow's `tested` job: on a push to main, the run whose live build to deploy instead of building again.
 * Its script (written in the workflow, run here as it is) talks to a stand-in for GitHub's API.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import YAML from "yaml";

const ROOT = path.resolve(__dirname, "../..");
const workflow = YAML.parse(fs.readFileSync(path.join(ROOT, ".github/workflows/site.yml"), "utf8")) as {
  jobs: { tested: { steps: { id?: string; run?: string }[] } };
};
const script = workflow.jobs.tested.steps.find((step) => step.id === "find")!.run!;

const REPO = "studio/site";
const SHA = "a".repeat(40);
const TREE = "b".repeat(40);
/** A pull request's head, up to date with main: the same tree as the merge. */
const HEAD = "c".repeat(40);
/** Another commit, with other files. */
const OTHER = "d".repeat(40);
const TREES: Record<string, string> = { [SHA]: TREE, [HEAD]: TREE, [OTHER]: "e".repeat(40) };
const THIS_RUN = 500;
const WORKFLOW_ID = 7;
const TOKEN = "the-run-token";

interface Run {
  id: number;
  workflow_id: number;
  head_sha: string;
  status: string;
  conclusion: string | null;
  head_repository: { full_name: string };
  html_url: string;
}
interface Artifact {
  name: string;
  expired: boolean;
  created_at: string;
  workflow_run: { id: number };
}

/** GitHub's API as the script reads it: this commit, this run, the artifacts by name, and the runs. */
function fakeApi(artifacts: Artifact[], runs: Run[], failArtifacts = false) {
  const requests: { url: string; authorization?: string }[] = [];
  const server = http.createServer((request, response) => {
    requests.push({ url: request.url!, authorization: request.headers.authorization });
    const url = new URL(request.url!, "http://api");
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const prefix = `/repos/${REPO}`;
    const commit = /\/git\/commits\/(\w+)$/.exec(url.pathname)?.[1];
    if (commit && TREES[commit]) return send(200, { sha: commit, tree: { sha: TREES[commit] } });
    if (url.pathname === `${prefix}/actions/runs/${THIS_RUN}`)
      return send(200, { id: THIS_RUN, workflow_id: WORKFLOW_ID });
    if (url.pathname === `${prefix}/actions/artifacts`) {
      if (failArtifacts) return send(500, { message: "oops" });
      const name = url.searchParams.get("name");
      return send(200, { artifacts: artifacts.filter((artifact) => artifact.name === name) });
    }
    const run = runs.find((candidate) => url.pathname === `${prefix}/actions/runs/${candidate.id}`);
    return run ? send(200, run) : send(404, { message: "Not Found" });
  });
  return { server, requests };
}

async function find(artifacts: Artifact[], runs: Run[], failArtifacts = false) {
  const { server, requests } = fakeApi(artifacts, runs, failArtifacts);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "tested-build-"));
  fs.writeFileSync(path.join(folder, "find.js"), script);
  fs.writeFileSync(path.join(folder, "output"), "");
  try {
    const { stdout } = await promisify(execFile)("node", [path.join(folder, "find.js")], {
      env: {
        PATH: process.env.PATH ?? "",
        GITHUB_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        GITHUB_REPOSITORY: REPO,
        GITHUB_SHA: SHA,
        GITHUB_RUN_ID: String(THIS_RUN),
        GITHUB_TOKEN: TOKEN,
        GITHUB_OUTPUT: path.join(folder, "output"),
      },
    });
    const outputs = Object.fromEntries(
      fs
        .readFileSync(path.join(folder, "output"), "utf8")
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((line) => line.split("=") as [string, string]),
    );
    return { outputs, stdout, requests };
  } finally {
    server.close();
    fs.rmSync(folder, { recursive: true });
  }
}

const MINUTE = 60_000;
/** An artifact of this tree, kept by run `id`, `ago` milliseconds ago. */
const artifact = (id: number, ago = 0, expired = false): Artifact => ({
  name: `site-live-${TREE}`,
  expired,
  created_at: new Date(Date.now() - ago).toISOString(),
  workflow_run: { id },
});
const run = (id: number, changes: Partial<Run> = {}): Run => ({
  id,
  workflow_id: WORKFLOW_ID,
  head_sha: HEAD,
  status: "completed",
  conclusion: "success",
  head_repository: { full_name: REPO },
  html_url: `https://github.com/${REPO}/actions/runs/${id}`,
  ...changes,
});

describe("the tested job's search for the run that built this tree", () => {
  it("finds the successful run of this workflow and repository that built the tree today", async () => {
    const { outputs, stdout, requests } = await find([artifact(11)], [run(11)]);
    expect(outputs).toEqual({ tree: TREE, "run-id": "11" });
    expect(stdout).toContain("was built and tested by run 11");
    expect(requests.every((request) => request.authorization === `Bearer ${TOKEN}`)).toBe(true);
  });

  it("takes the newest of several", async () => {
    const { outputs } = await find([artifact(11, 3), artifact(12, 1), artifact(13, 2)], [run(11), run(12), run(13)]);
    expect(outputs["run-id"]).toBe("12");
  });

  it.each([
    ["a run that failed", [artifact(21)], [run(21, { conclusion: "failure" })]],
    ["a run still going", [artifact(22)], [run(22, { status: "in_progress", conclusion: null })]],
    ["a run from a fork", [artifact(23)], [run(23, { head_repository: { full_name: "someone/site" } })]],
    ["a run of another workflow", [artifact(24)], [run(24, { workflow_id: 8 })]],
    ["a build of another day", [artifact(25, 2 * 24 * 60 * MINUTE)], [run(25)]],
    ["an expired artifact", [artifact(26, 0, true)], [run(26)]],
    // A workflow changed in a pull request could keep any build under this tree's name.
    ["a run of a commit with other files", [artifact(27)], [run(27, { head_sha: OTHER })]],
  ])("passes over %s, and leaves the build to this run", async (_, artifacts, runs) => {
    const { outputs, stdout } = await find(artifacts, runs);
    expect(outputs).toEqual({ tree: TREE });
    expect(stdout).toContain(`No successful run built tree ${TREE} today`);
  });

  it("passes over a bad match for a good one", async () => {
    const { outputs } = await find(
      [artifact(31, 1), artifact(32, 0)],
      [run(31), run(32, { head_repository: { full_name: "someone/site" } })],
    );
    expect(outputs["run-id"]).toBe("31");
  });

  it("builds here when the API does not answer, with a warning, not a failure", async () => {
    const { outputs, stdout } = await find([artifact(41)], [run(41)], true);
    expect(outputs).toEqual({ tree: TREE });
    expect(stdout).toMatch(/^::warning::Could not look for a tested build \(GET .*: 500\)/m);
  });
});
