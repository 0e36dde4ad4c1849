/** @jest-environment node */
/**
 * The publish workflow's step (scripts/ci/publish-content.ts), run as the workflow runs it, against the GitHub
 * stand-in (e2e/github-stand-in.ts), which merges as GitHub does under main's ruleset: content alone whose checks
 * passed is merged at its checked commit and main's run is started to deploy it; nothing else is merged; and when
 * GitHub refuses a merge the decision allowed, the change's summary says it waits for the site's maintainers.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { CHANGE_STATES, readReport, statusComment, WORKFLOW_AUTHOR } from "../../site-build/content/change-status";
import { CODE_OWNER_LOGIN, GitHubStandIn, type ListedPullRequest } from "../../e2e/github-stand-in";
import { PUBLISH_REFUSED } from "./publish-content";

const ROOT = path.resolve(__dirname, "../..");
const REPO = "motionlab/studio-site";
const PASSED = { build: "success", release: "success", deploy: "success", status: "success", comment: "success" };

let github: GitHubStandIn;
let api: { url: string; close: () => Promise<void> };
beforeEach(async () => {
  github = new GitHubStandIn(ROOT, REPO);
  api = await github.serve();
});
afterEach(() => api.close());

let next = 1;
/** A pull request from a branch of this repository into main, whose head's checks say `checks`. */
function change(files: string[], pull: Partial<ListedPullRequest> = {}, checks: Record<string, string> = PASSED) {
  const number = next++;
  const sha = String(number).padStart(40, "0");
  github.addPullRequest({
    number,
    state: "open",
    title: `Update “entry-${number}”`,
    html_url: `https://github.com/${REPO}/pull/${number}`,
    created_at: "2026-11-27T10:00:00Z",
    updated_at: "2026-11-27T10:00:00Z",
    merged_at: null,
    draft: false,
    head: { sha, ref: `cms/entry-${number}` },
    labels: [{ name: "sveltia-cms/pending_review" }],
    files,
    ...pull,
  });
  github.setChecks(sha, checks);
  github.addComment(number, statusComment({ state: "passed", commit: sha, title: "החוגים: טיסו", problems: [] }));
  return { number, sha, branch: `cms/entry-${number}` };
}

/** Runs the step with the event's environment, as publish.yml gives it. */
async function publish(env: Record<string, string>) {
  const child = spawn(
    "node",
    ["--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", path.join(ROOT, "scripts/ci/publish-content.ts")],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH, GITHUB_API_URL: api.url, GITHUB_REPOSITORY: REPO, TOKEN: "token-1", ...env },
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const status = await new Promise<number | null>((done) => child.on("close", done));
  return { status, output };
}
/** The event of a finished run of the site's workflow on the pull request's branch. */
const runFinished = ({ sha, branch }: { sha: string; branch: string }) => ({ HEAD_SHA: sha, HEAD_BRANCH: branch });

describe("the publish step, against the GitHub stand-in", () => {
  it("merges content alone whose checks passed, at the commit they checked, and starts main's run to deploy it", async () => {
    const tissu = change(["content/classes/tissu.json", "static/images/classes/tissu-2026.jpg"]);
    const result = await publish(runFinished(tissu));
    expect(result).toMatchObject({ status: 0, output: expect.stringContaining(`merged ${tissu.sha}`) });
    expect(github.merges).toEqual([{ number: tissu.number, sha: tissu.sha, method: "merge" }]);
    expect(github.dispatches).toEqual([
      { workflow: "site.yml", ref: "main", inputs: { published: String(tissu.number) } },
    ]);
    expect(github.listed[0]).toMatchObject({ state: "closed", merged: true });
  });

  it("leaves content with code to the code owners, and so does GitHub", async () => {
    const both = change(["content/classes/tissu.json", "site-build/content/editor-changes-page.ts"]);
    const result = await publish(runFinished(both));
    expect(result.status).toBe(0);
    expect(result.output).toMatch(/touches more than content: site-build\/content\/editor-changes-page\.ts/);
    expect(github.merges).toEqual([]);
    expect(github.dispatches).toEqual([]);
  });

  it("leaves a refused change and a draft where they are, and publishes the draft once the owner sends it", async () => {
    const refused = change(["content/faq.json"], {}, { ...PASSED, build: "failure" });
    expect((await publish(runFinished(refused))).output).toMatch(/build did not pass/);
    const draft = change(["content/faq.json"], { draft: true });
    expect((await publish(runFinished(draft))).output).toMatch(/a draft/);
    expect(github.merges).toEqual([]);

    // The editor's send button (GraphQL's markPullRequestReadyForReview): GitHub's ready_for_review event.
    github.listed.find((pull) => pull.number === draft.number)!.draft = false;
    const sent = await publish({ PULL_REQUEST: String(draft.number) });
    expect(sent.status).toBe(0);
    expect(github.merges.map((merge) => merge.number)).toEqual([draft.number]);
    expect(github.dispatches).toHaveLength(1);
  });

  it("does not merge a pull request pushed to after its checks finished", async () => {
    const moved = change(["content/faq.json"]);
    const result = await publish({ HEAD_SHA: "f".repeat(40), HEAD_BRANCH: moved.branch });
    expect(result.output).toMatch(/the new commit's decide/);
    expect(github.merges).toEqual([]);
  });

  it("says the change waits for the maintainers, and fails, when GitHub refuses a merge the decision allowed", async () => {
    // As GitHub would if the last push's approval were asked even at no required approval.
    github.approvalForEveryMerge = true;
    const tissu = change(["content/classes/tissu.json"]);
    const result = await publish(runFinished(tissu));
    expect(result.status).toBe(1);
    expect(result.output).toMatch(/::error::GitHub refused to merge #\d+: 405 At least 1 approving review/);
    expect(github.merges).toEqual([]);
    expect(github.dispatches).toEqual([]);
    const [comment] = github.comments.get(tissu.number)!;
    expect(comment!.user).toEqual(WORKFLOW_AUTHOR);
    expect(readReport(comment!.body)).toMatchObject({ state: "waiting", problems: [PUBLISH_REFUSED] });
    expect(comment!.body).toContain(CHANGE_STATES.waiting.label);
  });
});

describe("the GitHub stand-in's ruleset, the second lock", () => {
  /** A merge asked of the stand-in directly, whatever a script would have decided. */
  const merge = async (number: number, sha: string) =>
    fetch(`${api.url}/repos/${REPO}/pulls/${number}/merge`, {
      method: "PUT",
      body: JSON.stringify({ sha, merge_method: "merge" }),
    }).then(async (response) => ({ status: response.status, ...((await response.json()) as { message?: string }) }));

  it("refuses a file the code owners own without their review, and merges it with it", async () => {
    const code = change(["content/classes/tissu.json", "static/admin/content/config.json"]);
    expect(await merge(code.number, code.sha)).toMatchObject({ status: 405, message: /code owner review/ });
    github.listed.find((pull) => pull.number === code.number)!.approvedBy = [CODE_OWNER_LOGIN];
    expect(await merge(code.number, code.sha)).toMatchObject({ status: 200 });
  });

  it("refuses a required check that did not pass, a head that moved, and a draft", async () => {
    const failing = change(["content/faq.json"], {}, { ...PASSED, release: "failure" });
    expect(await merge(failing.number, failing.sha)).toMatchObject({ status: 405, message: /"release"/ });
    const moved = change(["content/faq.json"]);
    expect(await merge(moved.number, "e".repeat(40))).toMatchObject({ status: 409 });
    const draft = change(["content/faq.json"], { draft: true });
    expect(await merge(draft.number, draft.sha)).toMatchObject({ status: 405, message: /draft/ });
    const content = change(["content/faq.json"]);
    expect(await merge(content.number, content.sha)).toMatchObject({ status: 200 });
  });
});
