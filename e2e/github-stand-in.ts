import { createHash } from "node:crypto";
import type { Page, Route } from "@playwright/test";
import type { PullRequest } from "../site-build/content/editor-changes-page";
import { CONTENT_FILE_NAMES } from "../src/content/content-files";
import { readContentTexts } from "../site-build/content/content-on-disk";

/**
 * A stand-in for the GitHub API that the content editor (/admin/content/) talks to, answering from this checkout:
 * the repository holds the content files as they are committed, on branch main: each settings file and each entry
 * file of the folders (content/classes/tissu.json), as listContentFiles reads them. It answers the REST and GraphQL
 * requests the editor makes to read the files and, with the editorial workflow, to save a change as a branch, a
 * commit and a pull request, and keeps what it was sent.
 */
export const GITHUB_API = "https://api.github.com";
/** GitHub's status page, which the editor reads to warn of an outage (its policy allows it too). */
export const GITHUB_STATUS = "https://www.githubstatus.com";
const OWNER_LOGIN = "studio-owner";
const HEAD = "1".repeat(40);

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

/** A pull request as GitHub's REST API lists it: the fields the editor's page of changes reads. */
export type ListedPullRequest = PullRequest;

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
  readonly comments = new Map<number, { body: string }[]>();
  /** Requests the stand-in does not know: a test fails on them. */
  readonly unknown: string[] = [];
  private bySha = new Map<string, string>();

  constructor(
    root: string,
    readonly repo: string,
  ) {
    for (const name of CONTENT_FILE_NAMES) {
      for (const { file, text } of readContentTexts(root, name)) {
        this.files.set(file, text);
        this.bySha.set(blobSha(text), text);
      }
    }
  }

  async install(page: Pick<Page, "route">) {
    await page.route(`${GITHUB_API}/**`, (route) => this.answer(route));
    await page.route(`${GITHUB_STATUS}/**`, (route) => this.json(route, { status: { indicator: "none" } }));
  }

  private json(route: Route, body: unknown, status = 200) {
    return route.fulfill({
      status,
      contentType: "application/json",
      headers: { "access-control-allow-origin": "*", "access-control-expose-headers": "*" },
      body: JSON.stringify(body),
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
    const repoPath = `/repos/${this.repo}`;
    const rest = `${request.method()} ${url.pathname.replace(repoPath, "/REPO")}`;
    const body = request.postData() ? (JSON.parse(request.postData()!) as Record<string, unknown>) : {};
    if (url.pathname === "/graphql") return this.json(route, { data: this.graphql(body) });
    if (rest === "GET /user") {
      return this.json(route, { login: OWNER_LOGIN, id: 1, name: "Studio Owner", email: null, avatar_url: "" });
    }
    if (rest === "GET /REPO") {
      return this.json(route, { full_name: this.repo, default_branch: "main", permissions: { push: true } });
    }
    if (rest.startsWith("GET /REPO/collaborators/")) return route.fulfill({ status: 204 });
    if (rest === "GET /REPO/pulls") {
      const state = url.searchParams.get("state") ?? "open";
      return this.json(
        route,
        this.listed.filter((pull) => state === "all" || pull.state === state),
      );
    }
    const comments = /^GET \/REPO\/issues\/(\d+)\/comments$/.exec(rest);
    if (comments) return this.json(route, this.comments.get(Number(comments[1])) ?? []);
    if (rest.startsWith("GET /REPO/git/trees/")) {
      const tree = [...this.files].map(([file, text]) => ({
        path: file,
        type: "blob",
        sha: blobSha(text),
        size: Buffer.byteLength(text),
      }));
      return this.json(route, { tree, truncated: false });
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
      this.listed.push({
        number,
        state: "open",
        title: String(body.title),
        html_url: `https://github.com/${this.repo}/pull/${number}`,
        created_at: now,
        updated_at: now,
        merged_at: null,
        draft: Boolean(body.draft),
        head: { sha: this.branches.get(String(body.head))!, ref: String(body.head) },
        labels: [],
      });
      return this.json(route, {
        number,
        node_id: `PR_${number}`,
        title: body.title,
        html_url: `https://github.com/${this.repo}/pull/${number}`,
        head: { sha: this.branches.get(String(body.head)) },
        created_at: now,
        updated_at: now,
      });
    }
    const labels = /^POST \/REPO\/issues\/(\d+)\/labels$/.exec(rest);
    if (labels) {
      this.pullRequests[Number(labels[1]) - 1]!.labels.push(...(body.labels as string[]));
      this.listed
        .find((pull) => pull.number === Number(labels[1]))
        ?.labels.push(...(body.labels as string[]).map((name) => ({ name })));
      return this.json(route, []);
    }
    this.unknown.push(`${rest}${url.search}`);
    return this.json(route, { message: "Not Found" }, 404);
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
