/** @jest-environment node */
import { GITHUB_ACTIONS_APP_ID, publishDecision, type CheckRun, type PublishFacts } from "./publish-decision";

const REPO = "motionlab/studio-site";
const HEAD = "a".repeat(40);
const REQUIRED = ["build", "release", "deploy"].map((context) => ({ context, integration_id: GITHUB_ACTIONS_APP_ID }));
let nextRun = 1;
const run = (name: string, fields: Partial<CheckRun> = {}): CheckRun => ({
  id: nextRun++,
  name,
  head_sha: HEAD,
  status: "completed",
  conclusion: "success",
  app: { id: GITHUB_ACTIONS_APP_ID },
  ...fields,
});

/** A content change saved in the editor and sent, whose checks passed: what the workflow publishes. */
const facts = (changes: Partial<PublishFacts> = {}, pull: Partial<PublishFacts["pull"]> = {}): PublishFacts => ({
  repository: REPO,
  pull: {
    number: 7,
    state: "open",
    draft: false,
    merged: false,
    base: { ref: "main", repo: { full_name: REPO } },
    head: { sha: HEAD, repo: { full_name: REPO } },
    ...pull,
  },
  checkedSha: HEAD,
  files: ["content/classes/tissu.json", "static/images/classes/tissu-2026.jpg"],
  checkRuns: [run("build"), run("release"), run("deploy"), run("status"), run("comment")],
  required: REQUIRED,
  ...changes,
});

const reason = (decision: ReturnType<typeof publishDecision>) => (decision.publish ? "published" : decision.reason);

describe("the publish workflow's decision", () => {
  it("publishes content alone whose required checks passed, merging the very commit they checked", () => {
    expect(publishDecision(facts())).toEqual({ publish: true, sha: HEAD });
    // A pull request sent for review: no finished run names a commit, the head's own checks decide.
    expect(publishDecision(facts({ checkedSha: undefined }))).toEqual({ publish: true, sha: HEAD });
  });

  it.each([
    [
      "code",
      ["content/classes/tissu.json", "src/pages/index.tsx"],
      /touches more than content: src\/pages\/index\.tsx/,
    ],
    ["the studio's settings", ["content/site.json"], /content\/site\.json/],
    ["the content's schemas", ["content/schemas/classes.schema.json"], /schemas/],
    ["the editor's configuration", ["static/admin/content/config.json"], /static\/admin/],
    ["the editor's page of changes", ["site-build/content/editor-changes-page.ts"], /site-build/],
    ["the workflows", [".github/workflows/publish.yml"], /\.github/],
    ["a script in static/", ["static/x.js"], /static\/x\.js/],
    ["nothing at all", [], /touches more than content: no file/],
  ])("leaves a change that touches %s to the code owners", (_, files, said) => {
    expect(reason(publishDecision(facts({ files })))).toMatch(said);
  });

  it("refuses when the changed files could not all be read", () => {
    expect(reason(publishDecision(facts({ files: null })))).toMatch(/could not all be read/);
  });

  it.each([
    ["a draft (the editor's Later)", { draft: true }, /draft/],
    ["a closed one", { state: "closed" }, /not open/],
    ["a merged one", { merged: true }, /not open/],
    ["one from a fork", { head: { sha: HEAD, repo: { full_name: "someone/studio-site" } } }, /another repository/],
    ["one from a deleted fork", { head: { sha: HEAD, repo: null } }, /another repository/],
    ["one into another branch", { base: { ref: "next", repo: { full_name: REPO } } }, /not into main/],
    ["one into another repository", { base: { ref: "main", repo: { full_name: "x/y" } } }, /not into main/],
  ])("refuses %s", (_, pull, said) => {
    expect(reason(publishDecision(facts({}, pull)))).toMatch(said);
  });

  it("refuses a pull request pushed to after the checks that finished: the new commit's own checks decide", () => {
    expect(reason(publishDecision(facts({ checkedSha: "b".repeat(40) })))).toMatch(/the new commit's decide/);
  });

  it.each([
    ["failed", [run("build", { conclusion: "failure" }), run("release"), run("deploy")], /build did not pass.*failure/],
    ["skipped", [run("build"), run("release"), run("deploy", { conclusion: "skipped" })], /deploy did not pass/],
    ["cancelled", [run("build"), run("release", { conclusion: "cancelled" }), run("deploy")], /release did not pass/],
    ["still running", [run("build", { status: "in_progress", conclusion: null })], /build is still running/],
    ["missing", [run("build"), run("release")], /deploy has not run/],
    ["of another commit", [run("build"), run("release"), run("deploy", { head_sha: "c".repeat(40) })], /deploy/],
    ["by another app", [run("build"), run("release"), run("deploy", { app: { id: 1 } })], /deploy has not run/],
    ["by nobody", [run("build"), run("release"), run("deploy", { app: null })], /deploy has not run/],
  ])("refuses when a required check %s", (_, checkRuns, said) => {
    expect(reason(publishDecision(facts({ checkRuns })))).toMatch(said);
  });

  it("takes each check's newest run: a re-run that passed counts, a re-run that failed refuses", () => {
    const failedThenPassed = [run("build", { conclusion: "failure" }), run("build"), run("release"), run("deploy")];
    expect(publishDecision(facts({ checkRuns: failedThenPassed })).publish).toBe(true);
    const passedThenFailed = [run("build"), run("build", { conclusion: "failure" }), run("release"), run("deploy")];
    expect(reason(publishDecision(facts({ checkRuns: passedThenFailed })))).toMatch(/build did not pass/);
  });

  it("refuses when the ruleset requires no check at all", () => {
    expect(reason(publishDecision(facts({ required: [] })))).toMatch(/requires no check/);
  });
});
