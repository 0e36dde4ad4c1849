/** @jest-environment node */
/**
 * The comment job's step "Put the summary on the pull request" (written in the workflow, run here as it is) against a
 * stand-in for GitHub's API: it replaces its own comment, adds one when there is none, and on main finds the pull
 * requests merged into the deployed commit.
 */
import { spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { WORKFLOW_AUTHOR } from "../../site-build/content/change-status";

const ROOT = path.resolve(__dirname, "../..");
const workflow = YAML.parse(fs.readFileSync(path.join(ROOT, ".github/workflows/site.yml"), "utf8")) as {
  jobs: { comment: { steps: { name?: string; run?: string }[] } };
};
const script = workflow.jobs.comment.steps.find((step) => step.name === "Put the summary on the pull request")!.run!;
const SUMMARY = '### חוגים: אקרובטיקה לילדים: באתר\n\n<!-- studio-change-status {"state":"live"} -->';

interface Seen {
  method: string;
  url: string;
  body?: { body?: string };
}

/** Runs the step with `env` against a GitHub stand-in answering `answers` (by "METHOD path"); what it was sent. */
async function runStep(env: Record<string, string>, answers: Record<string, unknown>) {
  const seen: Seen[] = [];
  /** Requests without the job's token. */
  const unsigned: string[] = [];
  const server = http.createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => {
      const key = `${request.method} ${request.url}`;
      seen.push({
        method: request.method!,
        url: request.url!,
        ...(text ? { body: JSON.parse(text) as Seen["body"] } : {}),
      });
      if (request.headers.authorization !== "Bearer token-1") unsigned.push(key);
      response.writeHead(key in answers ? 200 : 404, { "content-type": "application/json" });
      response.end(JSON.stringify(answers[key] ?? { message: "Not Found" }));
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const child = spawn("node", ["-e", script], {
    env: {
      PATH: process.env.PATH,
      GITHUB_API_URL: api,
      GITHUB_REPOSITORY: "motionlab/studio-site",
      GITHUB_SHA: "abc123",
      TOKEN: "token-1",
      COMMENT: SUMMARY,
      ...env,
    },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const status = await new Promise<number | null>((done) => child.on("close", done));
  server.close();
  expect(unsigned).toEqual([]);
  return { seen, status, output };
}

const REPO = "/repos/motionlab/studio-site";

describe("the workflow's step that puts the summary on the pull request", () => {
  it("replaces its own comment, and leaves the others alone", async () => {
    const comments = [
      { id: 1, user: { login: "someone", type: "User" }, body: "<!-- studio-change-status {} --> quoted by a person" },
      { id: 2, user: WORKFLOW_AUTHOR, body: '<!-- studio-change-status {"state":"waiting"} -->' },
    ];
    const { seen, status } = await runStep(
      { PULL_REQUEST: "7" },
      { [`GET ${REPO}/issues/7/comments?per_page=100`]: comments, [`PATCH ${REPO}/issues/comments/2`]: {} },
    );
    expect(status).toBe(0);
    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `GET ${REPO}/issues/7/comments?per_page=100`,
      `PATCH ${REPO}/issues/comments/2`,
    ]);
    expect(seen[1]!.body).toEqual({ body: SUMMARY });
  });

  it("takes no other app's comment for its own, whatever it carries", async () => {
    const comments = [
      { id: 3, user: { login: "other-app[bot]", type: "Bot" }, body: "<!-- studio-change-status {} -->" },
    ];
    const { seen, status } = await runStep(
      { PULL_REQUEST: "7" },
      { [`GET ${REPO}/issues/7/comments?per_page=100`]: comments, [`POST ${REPO}/issues/7/comments`]: {} },
    );
    expect(status).toBe(0);
    expect(seen.at(-1)).toEqual({ method: "POST", url: `${REPO}/issues/7/comments`, body: { body: SUMMARY } });
  });

  it("adds the comment when the pull request has none of its own", async () => {
    const { seen, status } = await runStep(
      { PULL_REQUEST: "7" },
      { [`GET ${REPO}/issues/7/comments?per_page=100`]: [], [`POST ${REPO}/issues/7/comments`]: {} },
    );
    expect(status).toBe(0);
    expect(seen.at(-1)).toEqual({ method: "POST", url: `${REPO}/issues/7/comments`, body: { body: SUMMARY } });
  });

  it("on main, comments on the pull requests merged into the deployed commit", async () => {
    const { seen, status } = await runStep(
      { PULL_REQUEST: "" },
      {
        [`GET ${REPO}/commits/abc123/pulls`]: [
          { number: 7, merged_at: "2026-11-27T10:00:00Z" },
          { number: 8, merged_at: null },
        ],
        [`GET ${REPO}/issues/7/comments?per_page=100`]: [],
        [`POST ${REPO}/issues/7/comments`]: {},
      },
    );
    expect(status).toBe(0);
    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `GET ${REPO}/commits/abc123/pulls`,
      `GET ${REPO}/issues/7/comments?per_page=100`,
      `POST ${REPO}/issues/7/comments`,
    ]);
  });

  it("fails the job, saying why, when GitHub refuses", async () => {
    const { status, output } = await runStep({ PULL_REQUEST: "7" }, {});
    expect(status).toBe(1);
    expect(output).toMatch(/^::error::GET \/issues\/7\/comments\?per_page=100: 404/m);
  });
});
