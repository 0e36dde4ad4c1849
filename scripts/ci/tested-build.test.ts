/** @jest-environment node */
/**
 * The workflow's `tested` job: on a push to main, the run whose live build to deploy instead of building again.
 * Its script, written in the workflow, is run here as it is: its `selectTestedBuild` on GitHub's answers recorded in
 * scripts/ci/fixtures/tested-build-api.json (a controlled clock), and the whole script against a stand-in for
 * GitHub's API that serves the same answers.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
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

interface Artifact {
  name: string;
  expired: boolean;
  created_at: string;
  workflow_run: { id: number };
}
interface Fixture {
  repository: string;
  pushed: string;
  thisRun: number;
  now: string;
  answers: Record<string, unknown>;
}
const fixture = JSON.parse(fs.readFileSync(path.join(__dirname, "fixtures/tested-build-api.json"), "utf8")) as Fixture;
const { repository, answers } = fixture;
const api = (route: string): unknown => answers[`/repos/${repository}${route}`];
const allArtifacts = (api("/actions/artifacts") as { artifacts: Artifact[] }).artifacts;
const tree = (api(`/git/commits/${fixture.pushed}`) as { tree: { sha: string } }).tree.sha;

type Selection = {
  chosen: { artifact: string; runId: number } | null;
  refused: { artifact: string; runId: number; reason: string }[];
};
let selectTestedBuild: (answers: unknown) => Selection;
let israelDay: (time: number | string) => string;
let folder: string;

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "tested-build-"));
  fs.writeFileSync(path.join(folder, "find.js"), script);
  // Loaded by Node's own require, as `node find.js` would, but without running its main part.
  ({ selectTestedBuild, israelDay } = createRequire(__filename)(path.join(folder, "find.js")) as {
    selectTestedBuild: typeof selectTestedBuild;
    israelDay: typeof israelDay;
  });
});
afterAll(() => fs.rmSync(folder, { recursive: true }));

/** The selection among `artifacts` (by id) at the fixture's time, with every run and commit GitHub answered. */
function select(ids: number[] | "all", now = fixture.now) {
  const artifacts =
    ids === "all" ? allArtifacts : allArtifacts.filter((artifact) => ids.includes(artifactId(artifact)));
  const runs = Object.fromEntries(
    Object.entries(answers)
      .filter(([route]) => /\/actions\/runs\/\d+$/.test(route))
      .map(([, run]) => [(run as { id: number }).id, run]),
  );
  const commits = Object.fromEntries(
    Object.entries(answers)
      .filter(([route]) => route.includes("/git/commits/"))
      .map(([, commit]) => [(commit as { sha: string }).sha, commit]),
  );
  const workflowId = (api(`/actions/runs/${fixture.thisRun}`) as { workflow_id: number }).workflow_id;
  return selectTestedBuild({ repository, workflowId, tree, today: israelDay(now), artifacts, runs, commits });
}
const artifactId = (artifact: Artifact) => (artifact as unknown as { id: number }).id;
const nameOf = (id: number) => allArtifacts.find((artifact) => artifactId(artifact) === id)!.name;

describe("selectTestedBuild, on GitHub's recorded answers", () => {
  it("takes the build of a pull request into main that built this tree today: its merge into main", () => {
    expect(select([4411]).chosen).toEqual({ artifact: nameOf(4411), runId: 19700000411 });
  });

  it("takes the build of a push to main of the same tree", () => {
    expect(select([4412]).chosen).toEqual({ artifact: nameOf(4412), runId: 19700000412 });
  });

  it.each([
    [4421, "a pull request into another base", /pull_request on new-class, not for a pull request into main/],
    [4422, "a run started by hand", /a run for workflow_dispatch/],
    [4423, "a pull request from a fork", /a run from a fork/],
    [4424, "the nightly run", /a run for schedule/],
    [4430, "a push to another branch", /a run for push on new-class/],
    [4425, "a run that failed", /did not succeed/],
    [4426, "a run of another workflow", /another workflow/],
    [4427, "a merge with an older main (the branch was behind)", /built other files/],
    [4428, "a build that records a commit the run did not build", /which is not the run's/],
    [4429, "yesterday's build (Israel time)", /another day/],
    [4431, "an expired artifact", /expired/],
    [4432, "the preview", /not a live build/],
  ])("refuses artifact %i, %s", (id, _, reason) => {
    const { chosen, refused } = select([id]);
    expect(chosen).toBeNull();
    expect(refused).toEqual([expect.objectContaining({ artifact: nameOf(id), reason: expect.stringMatching(reason) })]);
  });

  it("passes over the newer bad ones for the newest good one", () => {
    const { chosen, refused } = select("all");
    expect(chosen?.runId).toBe(19700000411);
    expect(refused.map(({ artifact }) => artifact)).toHaveLength(11);
  });

  it("finds nothing the next day", () => {
    expect(select("all", "2026-11-26T22:30:00Z").chosen).toBeNull();
  });
});

/** Serves the recorded answers, their times moved so that the fixture's time is now; `fail` paths answer 500. */
function fakeApi(fail?: RegExp) {
  const shift = Date.now() - Date.parse(fixture.now);
  const moved = JSON.parse(
    JSON.stringify(answers).replace(/"(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)"/g, (_, time: string) =>
      JSON.stringify(new Date(Date.parse(time) + shift).toISOString()),
    ),
  ) as Record<string, unknown>;
  const requests: { url: string; authorization?: string }[] = [];
  const server = http.createServer((request, response) => {
    requests.push({ url: request.url!, authorization: request.headers.authorization });
    const { pathname } = new URL(request.url!, "http://api");
    const answer = fail?.test(pathname) ? undefined : moved[pathname];
    response.writeHead(answer ? 200 : fail?.test(pathname) ? 500 : 404, { "content-type": "application/json" });
    response.end(JSON.stringify(answer ?? { message: "Not Found" }));
  });
  return { server, requests };
}

async function runScript(fail?: RegExp) {
  const { server, requests } = fakeApi(fail);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const output = path.join(folder, "output");
  fs.writeFileSync(output, "");
  try {
    const { stdout } = await promisify(execFile)("node", [path.join(folder, "find.js")], {
      env: {
        PATH: process.env.PATH ?? "",
        GITHUB_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        GITHUB_REPOSITORY: repository,
        GITHUB_SHA: fixture.pushed,
        GITHUB_RUN_ID: String(fixture.thisRun),
        GITHUB_TOKEN: "the-run-token",
        GITHUB_OUTPUT: output,
      },
    });
    const outputs = Object.fromEntries(
      fs
        .readFileSync(output, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => line.split("=") as [string, string]),
    );
    return { outputs, stdout, requests };
  } finally {
    server.close();
  }
}

describe("the tested job's script, against a stand-in for GitHub's API", () => {
  // A Node.js process and some thirty requests: seconds on a busy machine.
  jest.setTimeout(30_000);

  it("asks with the run's token and hands the chosen run and artifact to the deploy job", async () => {
    const { outputs, stdout, requests } = await runScript();
    expect(outputs).toEqual({ "run-id": "19700000411", artifact: nameOf(4411) });
    expect(stdout).toContain(`Tree ${tree} was built and tested by run 19700000411`);
    expect(stdout).toMatch(/Not site-live-\w+ of run 19700000421: a run for pull_request on new-class/);
    expect(requests.every((request) => request.authorization === "Bearer the-run-token")).toBe(true);
  });

  it("builds here when the API does not answer, with a warning, not a failure", async () => {
    const { outputs, stdout } = await runScript(/\/actions\/artifacts$/);
    expect(outputs).toEqual({});
    expect(stdout).toMatch(/^::warning::Could not look for a tested build \(GET .*: 500\)/m);
  });
});
