/**
 * The publish workflow's one step (.github/workflows/publish.yml, docs/ci.md): a change that touches content alone
 * goes live once its checks pass, with nobody to approve it. Run by main's copy of the workflow, after a pull
 * request's run of the site's workflow finished (`workflow_run`) or when the owner sends a draft (`ready_for_review`
 * through `pull_request_target`), with a token that may merge; it runs none of the pull request's code and reads
 * nothing of it but what GitHub's API says.
 *
 * For each pull request the event names, it reads the pull request, its changed files and its head commit's check
 * runs, asks publish-decision.ts, and when the answer is yes merges that very commit (GitHub refuses if the branch
 * moved) and starts the site's workflow on main (`workflow_dispatch`), which deploys it: a merge made with the
 * workflow's token fires no `push` run. When GitHub refuses a merge the decision allowed (its ruleset: the second
 * lock), the change's summary says it waits for the site's maintainers, and the step fails.
 *
 * Usage (the environment): GITHUB_API_URL, GITHUB_REPOSITORY, TOKEN; PULL_REQUEST (a number), or HEAD_BRANCH and
 * HEAD_SHA (the finished run's); RULESET, the ruleset whose required checks count (.github/main-ruleset.json).
 */
import fs from "node:fs";
import { byTheWorkflow, readReport, statusComment, type IssueComment } from "../../site-build/content/change-status.ts";
import { publishDecision, type CheckRun, type PullFacts, type RequiredCheck } from "./publish-decision.ts";

/** The site's workflow, which the merge starts on main to deploy it. */
export const SITE_WORKFLOW = "site.yml";
export const MERGE_METHOD = "merge";
/** The line the change's summary gets when GitHub would not publish it alone. */
export const PUBLISH_REFUSED = "GitHub לא פרסם את השינוי מעצמו, ולכן צוות האתר צריך לבדוק אותו. אין צורך לעשות דבר.";

interface Env {
  GITHUB_API_URL?: string;
  GITHUB_REPOSITORY?: string;
  TOKEN?: string;
  PULL_REQUEST?: string;
  HEAD_BRANCH?: string;
  HEAD_SHA?: string;
  RULESET?: string;
}

/** GitHub's refusal: its status and what it said (Node runs this file as it is: no parameter properties). */
class GitHubAnswer extends Error {
  readonly status: number;
  readonly said: string;
  constructor(status: number, said: string, what: string) {
    super(`${what}: ${status} ${said}`);
    this.status = status;
    this.said = said;
  }
}

/** The required status checks of a ruleset (GitHub's REST shape). */
export function requiredChecks(ruleset: { rules?: { type: string; parameters?: Record<string, unknown> }[] }) {
  return (ruleset.rules ?? [])
    .filter((rule) => rule.type === "required_status_checks")
    .flatMap((rule) => (rule.parameters?.required_status_checks ?? []) as RequiredCheck[]);
}

function client(api: string, repository: string, token: string) {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${api}/repos/${repository}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: "application/vnd.github+json",
        "x-github-api-version": "2022-11-28",
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) {
      const said = (() => {
        try {
          return String((JSON.parse(text) as { message?: unknown }).message ?? text);
        } catch {
          return text;
        }
      })();
      throw new GitHubAnswer(response.status, said, `${method} ${path}`);
    }
    return (text ? JSON.parse(text) : undefined) as T;
  };
}
type Call = ReturnType<typeof client>;

const PAGES = 30;

/** Every path the pull request changes (a rename's both paths), or null when GitHub lists fewer than it changed. */
async function changedFiles(call: Call, number: number, count: number): Promise<string[] | null> {
  const files: string[] = [];
  let listed = 0;
  for (let page = 1; page <= PAGES && listed < count; page += 1) {
    const batch = await call<{ filename: string; previous_filename?: string }[]>(
      "GET",
      `/pulls/${number}/files?per_page=100&page=${page}`,
    );
    if (batch.length === 0) break;
    listed += batch.length;
    for (const file of batch) files.push(file.filename, ...(file.previous_filename ? [file.previous_filename] : []));
  }
  return listed >= count ? files : null;
}

async function checkRuns(call: Call, sha: string): Promise<CheckRun[]> {
  const runs: CheckRun[] = [];
  for (let page = 1; page <= PAGES; page += 1) {
    const answer = await call<{ total_count: number; check_runs: CheckRun[] }>(
      "GET",
      `/commits/${sha}/check-runs?per_page=100&page=${page}`,
    );
    runs.push(...answer.check_runs);
    if (answer.check_runs.length === 0 || runs.length >= answer.total_count) break;
  }
  return runs;
}

/** The pull requests the event names: its own, or the open ones into main from the finished run's branch. */
async function candidates(call: Call, env: Env, owner: string): Promise<number[]> {
  if (env.PULL_REQUEST) return [Number(env.PULL_REQUEST)];
  if (!env.HEAD_BRANCH) return [];
  const head = encodeURIComponent(`${owner}:${env.HEAD_BRANCH}`);
  const pulls = await call<{ number: number }[]>("GET", `/pulls?state=open&base=main&head=${head}&per_page=100`);
  return pulls.map((pull) => pull.number);
}

/** The change's summary, now waiting for the site's maintainers: the workflow's own last report, rewritten. */
async function sayItWaits(call: Call, number: number, sha: string) {
  const comments = await call<(IssueComment & { id: number })[]>("GET", `/issues/${number}/comments?per_page=100`);
  const own = comments.filter((comment) => byTheWorkflow(comment) && readReport(comment.body ?? "")).at(-1);
  const report = own && readReport(own.body ?? "");
  if (!own || !report || report.commit !== sha) return;
  const waiting = { ...report, state: "waiting" as const, problems: [...report.problems, PUBLISH_REFUSED] };
  await call("PATCH", `/issues/comments/${own.id}`, { body: statusComment(waiting) });
}

/** Decides on one pull request and publishes it when it may; whether GitHub refused a merge the decision allowed. */
async function publishOne(call: Call, env: Env, repository: string, required: RequiredCheck[], number: number) {
  const pull = await call<PullFacts & { changed_files: number }>("GET", `/pulls/${number}`);
  const facts = {
    repository,
    pull,
    ...(env.HEAD_SHA ? { checkedSha: env.HEAD_SHA } : {}),
    files: await changedFiles(call, number, pull.changed_files),
    checkRuns: await checkRuns(call, pull.head.sha),
    required,
  };
  const decision = publishDecision(facts);
  if (!decision.publish) {
    console.log(`#${number} is not published by itself: ${decision.reason}.`);
    return false;
  }
  try {
    await call("PUT", `/pulls/${number}/merge`, { sha: decision.sha, merge_method: MERGE_METHOD });
  } catch (error) {
    if (!(error instanceof GitHubAnswer)) throw error;
    if (error.status === 409) {
      console.log(`#${number} moved on since its checks (${error.said}): the new commit's checks decide.`);
      return false;
    }
    console.log(`::error::GitHub refused to merge #${number}: ${error.status} ${error.said}`);
    await sayItWaits(call, number, decision.sha);
    return true;
  }
  console.log(`#${number} is content alone and passed its checks: merged ${decision.sha}.`);
  await call("POST", `/actions/workflows/${SITE_WORKFLOW}/dispatches`, {
    ref: "main",
    inputs: { published: String(number) },
  });
  console.log(`Started ${SITE_WORKFLOW} on main, which deploys it.`);
  return false;
}

async function main(env: Env) {
  const { GITHUB_API_URL: api, GITHUB_REPOSITORY: repository, TOKEN: token } = env;
  if (!api || !repository || !token) throw new Error("GITHUB_API_URL, GITHUB_REPOSITORY and TOKEN must be set");
  if (env.PULL_REQUEST && !/^\d+$/.test(env.PULL_REQUEST)) throw new Error(`PULL_REQUEST: ${env.PULL_REQUEST}`);
  const call = client(api, repository, token);
  const ruleset = JSON.parse(fs.readFileSync(env.RULESET ?? ".github/main-ruleset.json", "utf8")) as Parameters<
    typeof requiredChecks
  >[0];
  const required = requiredChecks(ruleset);
  const numbers = await candidates(call, env, repository.split("/")[0]!);
  if (numbers.length === 0) console.log("No open pull request into main for this event.");
  let refused = false;
  for (const number of numbers) refused = (await publishOne(call, env, repository, required, number)) || refused;
  if (refused) process.exitCode = 1;
}

if (process.argv[1]?.endsWith("scripts/ci/publish-content.ts")) {
  main(process.env).catch((error: Error) => {
    console.log(`::error::${error.message}`);
    process.exit(1);
  });
}
