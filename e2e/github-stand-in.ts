import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Page, Route } from "@playwright/test";
import type { PullRequest } from "../site-build/content/editor-changes-page";
import { WORKFLOW_AUTHOR, type IssueComment } from "../site-build/content/change-status";
import { CONTENT_FILE_NAMES } from "../src/content/content-files";
import { readContentTexts } from "../site-build/content/content-on-disk";
import { ownersOf, readCodeOwners, type OwnerRule } from "../scripts/ci/code-owners";
import { GITHUB_ACTIONS_APP_ID, type CheckRun, type RequiredCheck } from "../scripts/ci/publish-decision";
import { requiredChecks } from "../scripts/ci/publish-content";
import { englishTwinPath } from "../src/content/english-twin-path";

/**
 * A stand-in for the GitHub API that the content editor (/admin/content/) talks to, answering from this checkout:
 * the repository holds the content files as they are committed, on branch main: each settings file and each entry
 * file of the folders (content/classes/tissu.json), as listContentFiles reads them. It answers the REST and GraphQL
 * requests the editor makes to read the files and, with the editorial workflow, to save a change as a branch, a
 * commit and a pull request, and keeps what it was sent.
 *
 * For the publish workflow (scripts/ci/publish-content.ts) it also serves a pull request's files, its head commit's
 * check runs and its comments, merges one as GitHub does under the ruleset of main (.github/main-ruleset.json, with
 * .github/CODEOWNERS): refusing a draft, a head that moved, a required check that did not pass and a file the code
 * owners own without their approval; and keeps the workflow runs it is asked to start. `serve()` answers the same over
 * HTTP, for a script run outside the browser.
 */
export const GITHUB_API = "https://api.github.com";
/** GitHub's status page, which the editor reads to warn of an outage (its policy allows it too). */
export const GITHUB_STATUS = "https://www.githubstatus.com";
const OWNER_LOGIN = "studio-owner";
const HEAD = "1".repeat(40);
/** A maintainer the stand-in counts as a member of the code owners' team. */
export const CODE_OWNER_LOGIN = "site-maintainer";

export interface SentCommit {
  branch: string;
  message: string;
  /** Path → the file's new text. */
  files: Record<string, string>;
  /** Path → the file's bytes as sent (a picture is not text). */
  bytes: Record<string, Buffer>;
}

export interface SentPullRequest {
  title: string;
  head: string;
  base: string;
  labels: string[];
}

/** A pull request as GitHub's REST API lists it: the fields the editor's page of changes and the publish step read. */
export interface ListedPullRequest extends PullRequest {
  node_id?: string;
  merged?: boolean;
  merge_commit_sha?: string;
  base?: { ref: string; repo: { full_name: string } | null };
  head: PullRequest["head"] & { repo?: { full_name: string } | null };
  /** The paths it changes (the stand-in's own: GitHub lists them at /pulls/{number}/files). */
  files?: string[];
  /** Reviews that approved its head: by whom. */
  approvedBy?: string[];
}

/** A comment as the REST API lists it, with its id. */
export interface StandInComment extends IssueComment {
  id: number;
  body: string;
}

/** What the API answers: a status and a JSON body (none for 204). */
interface Answer {
  status: number;
  body?: unknown;
}

const ok = (body: unknown): Answer => ({ status: 200, body });
const refused = (status: number, message: string): Answer => ({ status, body: { message } });

const blobSha = (text: string) => {
  const bytes = Buffer.from(text);
  return createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
};

export class GitHubStandIn {
  readonly files = new Map<string, string>();
  readonly branches = new Map<string, string>([["main", HEAD]]);
  readonly commits: SentCommit[] = [];
  readonly pullRequests: SentPullRequest[] = [];
  /** Pull requests already in the repository, as the REST API lists them, and their comments by number. */
  readonly listed: ListedPullRequest[] = [];
  readonly comments = new Map<number, StandInComment[]>();
  /** The check runs of each commit, by its sha. */
  readonly checkRuns = new Map<string, CheckRun[]>();
  /** The merges it made, and the workflow runs it was asked to start. */
  readonly merges: { number: number; sha: string; method: string }[] = [];
  readonly dispatches: { workflow: string; ref: string; inputs: Record<string, string> }[] = [];
  /** The pull requests marked ready for review (the editor's send button): GitHub's `ready_for_review` events. */
  readonly readyForReview: number[] = [];
  /** Requests the stand-in does not know: a test fails on them. */
  readonly unknown: string[] = [];
  /** Whether every merge needs an approval, as the last push's approval might ask even at no required approvals. */
  approvalForEveryMerge = false;
  private bySha = new Map<string, string>();
  private required: RequiredCheck[];
  private codeOwners: OwnerRule[];
  private nextId = 1000;

  constructor(
    root: string,
    readonly repo: string,
  ) {
    for (const name of CONTENT_FILE_NAMES) {
      for (const { file, text } of readContentTexts(root, name)) {
        this.addFile(file, text);
        // The entry's English beside it, as on main.
        const twin = englishTwinPath(file);
        if (fs.existsSync(path.join(root, twin))) this.addFile(twin, fs.readFileSync(path.join(root, twin), "utf8"));
      }
    }
    const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
    this.required = requiredChecks(
      JSON.parse(read(".github/main-ruleset.json")) as Parameters<typeof requiredChecks>[0],
    );
    this.codeOwners = readCodeOwners(read(".github/CODEOWNERS"));
  }

  async install(page: Pick<Page, "route">) {
    await page.route(`${GITHUB_API}/**`, (route) => this.answer(route));
    await page.route(`${GITHUB_STATUS}/**`, (route) => this.json(route, { status: { indicator: "none" } }));
  }

  /** The same REST API on a port of its own, for a script: its address, and how to stop it. */
  async serve(): Promise<{ url: string; close: () => Promise<void> }> {
    const server = http.createServer((request, response) => {
      let text = "";
      request.on("data", (chunk: Buffer) => (text += chunk.toString()));
      request.on("end", () => {
        const url = new URL(request.url!, "http://stand-in");
        const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        const answer = this.rest(request.method!, url, body);
        response.writeHead(answer.status, { "content-type": "application/json" });
        response.end(answer.body === undefined ? "" : JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: () => new Promise<void>((done) => server.close(() => done())),
    };
  }

  /** A pull request already in the repository, as the REST API lists it, from this repository into main. */
  addPullRequest(pull: ListedPullRequest) {
    this.listed.push({
      node_id: `PR_${pull.number}`,
      merged: false,
      base: { ref: "main", repo: { full_name: this.repo } },
      ...pull,
      head: { repo: { full_name: this.repo }, ...pull.head },
    });
  }

  /** A comment on a pull request, by the workflow (its bot) unless `user` names another author. */
  addComment(number: number, body: string, user: IssueComment["user"] = { ...WORKFLOW_AUTHOR }) {
    const comment = { id: this.nextId++, body, user };
    this.comments.set(number, [...(this.comments.get(number) ?? []), comment]);
    return comment;
  }

  /** The check runs of `sha` by GitHub Actions, each passed unless `conclusions` says otherwise. */
  setChecks(sha: string, conclusions: Record<string, string>) {
    this.checkRuns.set(
      sha,
      Object.entries(conclusions).map(([name, conclusion]) => ({
        id: this.nextId++,
        name,
        head_sha: sha,
        status: "completed",
        conclusion,
        app: { id: GITHUB_ACTIONS_APP_ID },
      })),
    );
  }

  private json(route: Route, body: unknown, status = 200) {
    return route.fulfill({
      status,
      contentType: "application/json",
      headers: { "access-control-allow-origin": "*", "access-control-expose-headers": "*" },
      body: body === undefined ? "" : JSON.stringify(body),
    });
  }

  private async answer(route: Route) {
    const request = route.request();
    if (request.method() === "OPTIONS") {
      return route.fulfill({
        status: 204,
        headers: {
          "access-control-allow-origin": "*",
          "access-control-allow-headers": "*",
          "access-control-allow-methods": "GET, POST, PATCH, PUT, DELETE",
        },
      });
    }
    const url = new URL(request.url());
    const body = request.postData() ? (JSON.parse(request.postData()!) as Record<string, unknown>) : {};
    if (url.pathname === "/graphql") return this.json(route, { data: this.graphql(body) });
    const answer = this.rest(request.method(), url, body);
    return this.json(route, answer.body, answer.status);
  }

  private pull(number: string | number | undefined) {
    return this.listed.find((pull) => pull.number === Number(number));
  }

  /** The REST API's answer to a request. */
  private rest(method: string, url: URL, body: Record<string, unknown>): Answer {
    const repoPath = `/repos/${this.repo}`;
    const rest = `${method} ${url.pathname.replace(repoPath, "/REPO")}`;
    const query = url.searchParams;
    if (rest === "GET /user") {
      return ok({ login: OWNER_LOGIN, id: 1, name: "Studio Owner", email: null, avatar_url: "" });
    }
    if (rest === "GET /REPO") {
      return ok({ full_name: this.repo, default_branch: "main", permissions: { push: true } });
    }
    if (rest.startsWith("GET /REPO/collaborators/")) return { status: 204 };
    if (rest === "GET /REPO/pulls") {
      const state = query.get("state") ?? "open";
      const [owner, branch] = (query.get("head") ?? "").split(":");
      return ok(
        this.listed.filter(
          (pull) =>
            (state === "all" || pull.state === state) &&
            (!query.get("base") || pull.base?.ref === query.get("base")) &&
            (!query.get("head") || (owner === this.repo.split("/")[0] && pull.head.ref === branch)),
        ),
      );
    }
    const [, number, part] = /^\w+ \/REPO\/(?:pulls|issues)\/(\d+)(?:\/(\w+))?$/.exec(rest) ?? [];
    const pull = this.pull(number);
    if (number && !pull) return refused(404, "Not Found");
    if (pull && rest === `GET /REPO/pulls/${number}`) {
      return ok({ ...pull, changed_files: pull.files?.length ?? 0 });
    }
    if (pull && rest === `GET /REPO/pulls/${number}/files`) {
      const page = Number(query.get("page") ?? 1);
      const size = Number(query.get("per_page") ?? 30);
      const files = (pull.files ?? []).map((filename) => ({ filename, status: "modified" }));
      return ok(files.slice((page - 1) * size, page * size));
    }
    if (pull && rest === `PUT /REPO/pulls/${number}/merge`) return this.merge(pull, body);
    // The pull request as an issue: the editor reads and replaces its labels (its status) there.
    if (pull && rest === `GET /REPO/issues/${number}`) return ok({ number: pull.number, labels: pull.labels });
    if (pull && rest === `PATCH /REPO/issues/${number}` && Array.isArray(body.labels)) {
      pull.labels = (body.labels as string[]).map((name) => ({ name }));
      return ok({ number: pull.number, labels: pull.labels });
    }
    if (pull && rest === `GET /REPO/issues/${number}/comments`) return ok(this.comments.get(pull.number) ?? []);
    if (pull && rest === `POST /REPO/issues/${number}/comments`) {
      return { status: 201, body: this.addComment(pull.number, String(body.body)) };
    }
    if (part === "labels") return this.label(number!, body);
    const edited = /^PATCH \/REPO\/issues\/comments\/(\d+)$/.exec(rest);
    if (edited) {
      const comment = [...this.comments.values()].flat().find((candidate) => candidate.id === Number(edited[1]));
      if (!comment) return refused(404, "Not Found");
      // Only its author edits a comment: the stand-in's caller is the workflow.
      if (comment.user?.login !== WORKFLOW_AUTHOR.login) return refused(403, "Resource not accessible by integration");
      comment.body = String(body.body);
      return ok(comment);
    }
    const merged = /^GET \/REPO\/commits\/(\w+)\/pulls$/.exec(rest);
    if (merged) return ok(this.listed.filter((candidate) => candidate.merge_commit_sha === merged[1]));
    const checks = /^GET \/REPO\/commits\/(\w+)\/check-runs$/.exec(rest);
    if (checks) {
      const runs = this.checkRuns.get(checks[1]!) ?? [];
      return ok({ total_count: runs.length, check_runs: runs });
    }
    const dispatch = /^POST \/REPO\/actions\/workflows\/([\w.-]+)\/dispatches$/.exec(rest);
    if (dispatch) {
      this.dispatches.push({
        workflow: dispatch[1]!,
        ref: String(body.ref),
        inputs: (body.inputs ?? {}) as Record<string, string>,
      });
      return { status: 204 };
    }
    if (rest.startsWith("GET /REPO/git/trees/")) {
      const tree = [...this.files].map(([file, text]) => ({
        path: file,
        type: "blob",
        sha: blobSha(text),
        size: Buffer.byteLength(text),
      }));
      return ok({ tree, truncated: false });
    }
    if (rest === "POST /REPO/pulls") {
      const number = this.pullRequests.length + 1;
      this.pullRequests.push({
        title: String(body.title),
        head: String(body.head),
        base: String(body.base),
        labels: [],
      });
      const now = new Date().toISOString();
      const branch = String(body.head);
      this.addPullRequest({
        number,
        state: "open",
        title: String(body.title),
        html_url: `https://github.com/${this.repo}/pull/${number}`,
        created_at: now,
        updated_at: now,
        merged_at: null,
        draft: Boolean(body.draft),
        head: { sha: this.branches.get(branch)!, ref: branch },
        labels: [],
        files: this.changedOn(branch),
      });
      return ok({
        number,
        node_id: `PR_${number}`,
        title: body.title,
        html_url: `https://github.com/${this.repo}/pull/${number}`,
        head: { sha: this.branches.get(branch) },
        created_at: now,
        updated_at: now,
      });
    }
    this.unknown.push(`${rest}${url.search}`);
    return refused(404, "Not Found");
  }

  private label(number: string, body: Record<string, unknown>): Answer {
    this.pullRequests[Number(number) - 1]?.labels.push(...(body.labels as string[]));
    this.pull(number)?.labels.push(...(body.labels as string[]).map((name) => ({ name })));
    return ok([]);
  }

  /**
   * A merge as GitHub answers it under main's ruleset: 405 for a pull request that is not open or is a draft, for a
   * required check (by GitHub Actions) that did not pass on its head, and for a file CODEOWNERS names that its
   * owners did not approve (or any file, with approvalForEveryMerge); 409 when `sha` is not its head.
   */
  private merge(pull: ListedPullRequest, body: Record<string, unknown>): Answer {
    if (pull.state !== "open") return refused(405, "Pull Request is not mergeable");
    if (pull.draft) return refused(405, "Pull Request is still a draft");
    if (body.sha !== undefined && body.sha !== pull.head.sha) {
      return refused(409, "Head branch was modified. Review and try the merge again.");
    }
    const runs = this.checkRuns.get(pull.head.sha) ?? [];
    for (const { context, integration_id } of this.required) {
      const run = runs.filter((candidate) => candidate.name === context && candidate.app?.id === integration_id).at(-1);
      if (!run || !["success", "skipped", "neutral"].includes(run.conclusion ?? "")) {
        return refused(405, `Required status check "${context}" is ${run ? "failing" : "expected"}.`);
      }
    }
    const approved = (pull.approvedBy ?? []).includes(CODE_OWNER_LOGIN);
    const owned = (pull.files ?? []).filter((file) => ownersOf(this.codeOwners, file).length > 0);
    if (owned.length > 0 && !approved) {
      return refused(405, `Waiting on code owner review from ${ownersOf(this.codeOwners, owned[0]!).join(", ")}.`);
    }
    if (this.approvalForEveryMerge && !approved) {
      return refused(405, "At least 1 approving review is required by reviewers with write access.");
    }
    const sha = createHash("sha1").update(`merge ${pull.number} ${pull.head.sha}`).digest("hex");
    Object.assign(pull, { state: "closed", merged: true, merged_at: new Date().toISOString(), merge_commit_sha: sha });
    this.branches.set("main", sha);
    this.merges.push({ number: pull.number, sha: pull.head.sha, method: String(body.merge_method ?? "merge") });
    return ok({ sha, merged: true, message: "Pull Request successfully merged" });
  }

  private graphql({ query, variables = {} }: { query?: string; variables?: Record<string, unknown> }) {
    const text = query ?? "";
    const vars = variables as Record<string, string> & { input?: Record<string, unknown> };
    if (text.includes("defaultBranchRef")) return { repository: { defaultBranchRef: { name: "main" } } };
    if (text.includes("fork: repository(")) {
      return { fork: { id: "R_1" }, base: { ref: { target: { oid: this.branches.get(String(vars.branch)) } } } };
    }
    if (text.includes("createRef(")) {
      const name = String(vars.input!.name).replace(/^refs\/heads\//, "");
      this.branches.set(name, String(vars.input!.oid));
      return { createRef: { ref: { name } } };
    }
    if (text.includes("createCommitOnBranch(")) return { createCommitOnBranch: { commit: this.commit(vars.input!) } };
    if (text.includes("markPullRequestReadyForReview(") || text.includes("convertPullRequestToDraft(")) {
      const pull = this.listed.find((candidate) => candidate.node_id === vars.input!.pullRequestId);
      const draft = text.includes("convertPullRequestToDraft(");
      if (pull) pull.draft = draft;
      if (pull && !draft) this.readyForReview.push(pull.number);
      const field = draft ? "convertPullRequestToDraft" : "markPullRequestReadyForReview";
      return { [field]: { pullRequest: { isDraft: draft } } };
    }
    if (text.includes("node(id: $id)") && text.includes("isDraft")) {
      const pull = this.listed.find((candidate) => candidate.node_id === vars.id);
      return {
        node: pull ? { state: pull.merged ? "MERGED" : pull.state.toUpperCase(), isDraft: !!pull.draft } : null,
      };
    }
    if (text.includes("history(first: 1)") && text.includes("ref(qualifiedName: $branch)")) {
      return { repository: { ref: { target: { history: { nodes: [{ oid: HEAD, message: "Content" }] } } } } };
    }
    if (text.includes("ref(qualifiedName: $branch)") && text.includes("... on Commit { oid }")) {
      const oid = this.branches.get(String(vars.branch).replace(/^refs\/heads\//, ""));
      return { repository: { ref: oid ? { target: { oid } } : null } };
    }
    if (text.includes("refs(refPrefix:")) return { repository: { refs: { nodes: [] } } };
    if (text.includes("pullRequests(headRefName")) return { repository: { pullRequests: { totalCount: 0 } } };
    if (text.includes("pullRequests(")) return { repository: { pullRequests: { nodes: [] } } };
    const aliases = [...text.matchAll(/(\w+):\s+(object\(oid: "(\w+)"\)|ref\(qualifiedName: \$branch\))/g)];
    if (aliases.length > 0) {
      return { repository: Object.fromEntries(aliases.map(([, alias, , sha]) => [alias, this.object(text, sha)])) };
    }
    this.unknown.push(`graphql ${text.replace(/\s+/g, " ").slice(0, 300)}`);
    return {};
  }

  /** A file's text by its blob's sha, a commit's (absent) status, or a file's last commit. */
  private object(query: string, sha: string | undefined) {
    if (sha && this.bySha.has(sha)) {
      const text = this.bySha.get(sha)!;
      return { oid: sha, byteSize: Buffer.byteLength(text), text, isBinary: false, isTruncated: false };
    }
    if (query.includes("status {")) return { status: null };
    const author = { name: "Studio Owner", email: "owner@motionlab.example", user: { id: 1, login: OWNER_LOGIN } };
    return { target: { history: { nodes: [{ author, committedDate: "2026-01-01T00:00:00Z" }] } } };
  }

  /** A file on main beside the shipped content (a test's own English twin, say). */
  addFile(file: string, text: string) {
    this.files.set(file, text);
    this.bySha.set(blobSha(text), text);
  }

  /**
   * The paths a branch's commits change, as GitHub lists a pull request's files: the editor also sends a file it did
   * not change (the Hebrew of an entry whose English was written), which is no change.
   */
  private changedOn(branch: string): string[] {
    const sent = this.commits
      .filter((commit) => commit.branch === branch)
      .flatMap((commit) => Object.entries(commit.files));
    return [...new Set(sent.filter(([file, text]) => this.files.get(file) !== text).map(([file]) => file))];
  }

  private commit(input: Record<string, unknown>) {
    const branch = (input.branch as { branchName: string }).branchName;
    const additions = (input.fileChanges as { additions: { path: string; contents: string }[] }).additions;
    const bytes = Object.fromEntries(
      additions.map(({ path: file, contents }) => [file, Buffer.from(contents, "base64")]),
    );
    const files = Object.fromEntries(Object.entries(bytes).map(([file, content]) => [file, content.toString("utf8")]));
    const message = (input.message as { headline: string }).headline;
    this.commits.push({ branch, message, files, bytes });
    const oid = createHash("sha1").update(JSON.stringify(files)).digest("hex");
    this.branches.set(branch, oid);
    return { oid, committedDate: new Date().toISOString() };
  }
}
