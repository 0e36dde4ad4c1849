/**
 * Whether the publish workflow (.github/workflows/publish.yml) may merge a pull request by itself, on what GitHub's
 * API says of it: a change that touches content alone goes live once its checks pass, with nobody to approve it, and
 * anything else waits for the code owners (docs/ci.md). A pure function of the facts; scripts/ci/publish-content.ts
 * reads them and merges. GitHub's ruleset of main (.github/main-ruleset.json) is the second lock: whatever this says,
 * a file that CODEOWNERS names cannot be merged without its owners' review.
 */
import { changeKind } from "./change-kind.ts";

/** GitHub Actions' app: the one whose check runs count (the ruleset's integration_id). */
export const GITHUB_ACTIONS_APP_ID = 15368;

/** What the decision reads of a pull request (GitHub's REST API: GET /repos/{owner}/{repo}/pulls/{number}). */
export interface PullFacts {
  number: number;
  state: string;
  draft?: boolean;
  merged?: boolean;
  base: { ref: string; repo: { full_name: string } | null };
  head: { sha: string; repo: { full_name: string } | null };
}

/** A check run of a commit (GET /repos/{owner}/{repo}/commits/{sha}/check-runs). */
export interface CheckRun {
  id: number;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  app: { id: number } | null;
}

/** A status check the ruleset requires: its name, and the app whose check run it must be. */
export interface RequiredCheck {
  context: string;
  integration_id?: number;
}

export interface PublishFacts {
  /** This repository, owner/name. */
  repository: string;
  pull: PullFacts;
  /** The commit whose checks started the decision (a finished run's head), when an event names one. */
  checkedSha?: string;
  /** Every path the pull request changes (a rename's old path and its new one); null when not all could be read. */
  files: string[] | null;
  /** The check runs of the pull request's head commit. */
  checkRuns: CheckRun[];
  required: RequiredCheck[];
}

export type PublishDecision = { publish: true; sha: string } | { publish: false; reason: string };

const refuse = (reason: string): PublishDecision => ({ publish: false, reason });

/** The newest check run of each name from `app`, on `sha`. */
function latestRuns(runs: CheckRun[], sha: string, app: number): Map<string, CheckRun> {
  const latest = new Map<string, CheckRun>();
  for (const run of runs) {
    if (run.head_sha !== sha || run.app?.id !== app) continue;
    const seen = latest.get(run.name);
    if (!seen || run.id > seen.id) latest.set(run.name, run);
  }
  return latest;
}

/**
 * Merge only an open pull request of this repository into main, not a draft (the editor's "Later"), whose files are
 * all content (change-kind.ts), whose every required check passed on its head commit (by GitHub Actions, never
 * skipped), and then only that very commit: a push after the checks makes GitHub refuse the merge.
 */
export function publishDecision(facts: PublishFacts): PublishDecision {
  const { pull, repository } = facts;
  if (pull.state !== "open" || pull.merged) return refuse("it is not open");
  if (pull.base.ref !== "main" || pull.base.repo?.full_name !== repository)
    return refuse(`it is not into main of ${repository}`);
  if (pull.head.repo?.full_name !== repository) return refuse("it comes from another repository");
  if (pull.draft) return refuse("it is a draft: the owner has not sent it yet");
  const sha = pull.head.sha;
  if (facts.checkedSha && facts.checkedSha !== sha)
    return refuse(`its head is ${sha}, not ${facts.checkedSha}, whose checks finished: the new commit's decide`);
  if (!facts.files) return refuse("its changed files could not all be read");
  const kind = changeKind(facts.files);
  if (!kind.contentOnly) {
    const code = kind.code.map(({ path, reason }) => `${path} (${reason})`);
    return refuse(`it touches more than content: ${code.join(", ") || "no file"}; the code owners review it`);
  }
  if (facts.required.length === 0) return refuse("the ruleset requires no check: nothing says it passed");
  for (const check of facts.required) {
    const run = latestRuns(facts.checkRuns, sha, check.integration_id ?? GITHUB_ACTIONS_APP_ID).get(check.context);
    if (!run) return refuse(`the check ${check.context} has not run on ${sha}`);
    if (run.status !== "completed") return refuse(`the check ${check.context} is still running on ${sha}`);
    if (run.conclusion !== "success")
      return refuse(`the check ${check.context} did not pass on ${sha}: ${run.conclusion}`);
  }
  return { publish: true, sha };
}
