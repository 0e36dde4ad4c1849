import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";

/**
 * The two steps of the pipeline that follow a change after its checks, run here as the workflows run them, against
 * the GitHub stand-in's HTTP address: the publish workflow's script (scripts/ci/publish-content.ts), and the site
 * workflow's step that puts the change's summary on its pull request (.github/workflows/site.yml, job `comment`).
 */
const ROOT = path.resolve(__dirname, "..");
export const REPOSITORY = "motionlab/studio-site";
/** The conclusions of a change's checks that all passed, as the stand-in keeps them by check name. */
export const ALL_CHECKS_PASSED = { build: "success", release: "success", deploy: "success" };

async function run(args: string[], env: Record<string, string>) {
  const child = spawn("node", args, { cwd: ROOT, env: { PATH: process.env.PATH, ...env } });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const status = await new Promise<number | null>((done) => child.on("close", done));
  return { status, output };
}

/** The publish step, for a finished run (HEAD_BRANCH, HEAD_SHA) or a pull request sent (PULL_REQUEST). */
export const publishStep = (api: string, event: Record<string, string>) =>
  run(["--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", "scripts/ci/publish-content.ts"], {
    GITHUB_API_URL: api,
    GITHUB_REPOSITORY: REPOSITORY,
    TOKEN: "workflow-token",
    ...event,
  });

/** The comment step of main's run that deployed `sha`: it puts `comment` on the pull requests merged into it. */
export function commentStep(api: string, sha: string, comment: string) {
  const workflow = YAML.parse(fs.readFileSync(path.join(ROOT, ".github/workflows/site.yml"), "utf8")) as {
    jobs: { comment: { steps: { name?: string; run?: string }[] } };
  };
  const script = workflow.jobs.comment.steps.find((step) => step.name === "Put the summary on the pull request")!.run!;
  return run(["-e", script], {
    GITHUB_API_URL: api,
    GITHUB_REPOSITORY: REPOSITORY,
    GITHUB_SHA: sha,
    TOKEN: "workflow-token",
    COMMENT: comment,
    PULL_REQUEST: "",
  });
}
