/** @jest-environment node */
/**
 * The deploy pipeline's rules (issues 21, 19 and 30): the deploy keys only in a job that runs none of the project's
 * code, whatever path a change takes (content only or code, pull request, merge or nightly rebuild), the live key
 * only for main in `production` and the previews' own key in `preview`, pull requests into main only, the Firebase CLI
 * installed from its own lockfile without install scripts, every action pinned to a commit, the container image
 * watched by Dependabot, no token left in a checkout, a preview build never deployed live, no dependency's install
 * script in any install (the project's .npmrc), and one maintained Node.js major everywhere.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import YAML from "yaml";
import { notContent, STATIC_CONTENT_EXTENSIONS } from "./change-kind";
import { ownersOf as codeOwnersOf, readCodeOwners } from "./code-owners";
import { deployConfig, type FirebaseConfig } from "../../site-build/gatsby-node/post-build/hosting-config";

const ROOT = path.resolve(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

interface Step {
  name?: string;
  id?: string;
  "working-directory"?: string;
  "continue-on-error"?: string;
  if?: string;
  uses?: string;
  run?: string;
  shell?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  container?: string;
  environment?: string | { name: string; url?: string };
  env?: Record<string, string>;
  needs?: string | string[];
  permissions?: Record<string, string>;
  outputs?: Record<string, string>;
  steps: Step[];
}

interface Workflow {
  on: Record<string, unknown>;
  concurrency: { group: string; "cancel-in-progress": string };
  jobs: Record<string, Job>;
}
/** Every workflow: the rules on keys, tokens, pins and Node.js hold for any workflow added later too. */
const WORKFLOW_FILES = fs
  .readdirSync(path.join(ROOT, ".github/workflows"))
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => `.github/workflows/${name}`);
const allWorkflowsText = WORKFLOW_FILES.map(read).join("\n");
const workflows = WORKFLOW_FILES.map((file) => ({ file, workflow: YAML.parse(read(file)) as Workflow }));
const jobs = workflows.flatMap(({ workflow }) => Object.entries(workflow.jobs));
/** The site's workflow: checks, previews, merges and the nightly rebuild. */
const workflowText = read(".github/workflows/site.yml");
const workflow = YAML.parse(workflowText) as Workflow;
const nodeMajor = read(".nvmrc").trim();

/** The Firebase CLI's folder: a package.json and a lockfile, which the deploy job installs and nothing else. */
const CLI_FOLDER = "scripts/ci/deploy-cli";
/** The deploy job's checkout of that folder alone (not in cone mode, which would add the files at the top). */
const checksOutTheCliOnly = (step: Step) =>
  step.with?.["sparse-checkout"] === `${CLI_FOLDER}\n.nvmrc\n` && step.with["sparse-checkout-cone-mode"] === false;
/** Installs the CLI from its lockfile, running no install script. */
const installsTheCli = (step: Step) =>
  step.run === "npm ci --ignore-scripts --no-audit --no-fund" && step["working-directory"] === `cli/${CLI_FOLDER}`;
/** Calls the installed CLI by its path, and runs nothing else of npm's or the repository's. */
const callsTheCliByPath = (step: Step) =>
  /"\$GITHUB_WORKSPACE\/\$FIREBASE_CLI" /.test(step.run ?? "") &&
  !/\b(npm|npx|scripts\/|\.ci\/)/.test(step.run ?? "") &&
  !/^\s*firebase\b/m.test(step.run ?? "");

/**
 * Whether a job checks out the repository or runs anything from it (a script, npm, npx): anything but the workflow's
 * own node scripts and, in the deploy job, the CLI installed from its lockfile and called by its path.
 */
const runsProjectCode = (job: Job) =>
  job.steps.some(
    (step) =>
      (step.uses?.startsWith("actions/checkout@") && !checksOutTheCliOnly(step)) ||
      (step.run !== undefined && step.shell !== "node {0}" && !installsTheCli(step) && !callsTheCliByPath(step)),
  );
const namesSecrets = (job: Job) => /\bsecrets\.(?!GITHUB_TOKEN\b)/.test(JSON.stringify(job));

/** The workflow that publishes content alone (.github/workflows/publish.yml): the one that may merge. */
const PUBLISH_WORKFLOW = ".github/workflows/publish.yml";
/** The events whose runs are of the workflow as main holds it, whatever a pull request changed. */
const MAINS_OWN_EVENTS = ["workflow_run", "pull_request_target"];
const owners = readCodeOwners(read(".github/CODEOWNERS"));
const ownersOf = (file: string) => codeOwnersOf(owners, file);

/**
 * Whether a job runs only main's own reviewed code: its workflow runs on main's own events alone (never a pull
 * request's copy of it), it checks out main alone, and only paths the code owners own, and installs and runs nothing
 * but those scripts with Node.js.
 */
function runsOnlyMainsOwnCode(file: string, job: Job): boolean {
  const { workflow } = workflows.find((candidate) => candidate.file === file)!;
  if (!Object.keys(workflow.on).every((event) => MAINS_OWN_EVENTS.includes(event))) return false;
  return job.steps.every((step) => {
    if (step.uses?.startsWith("actions/checkout@")) {
      const paths = String(step.with?.["sparse-checkout"] ?? "")
        .split("\n")
        .filter(Boolean);
      const { ref, repository, ...rest } = step.with ?? {};
      return (
        ref === "refs/heads/main" &&
        repository === undefined &&
        rest["sparse-checkout-cone-mode"] === false &&
        paths.length > 0 &&
        paths.every((checkedOut) => ownersOf(checkedOut).length > 0 && ownersOf(`${checkedOut}/x`).length > 0)
      );
    }
    if (step.uses) return step.uses.startsWith("actions/setup-node@");
    return /^node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON scripts\/ci\/[\w-]+\.ts$/.test(step.run ?? "");
  });
}

describe("the workflows", () => {
  it("pins every action to a full commit, with its release in a comment", () => {
    const uses = [...allWorkflowsText.matchAll(/^\s*(?:-\s+)?uses:\s*(.+)$/gm)].map(([, value]) => value!.trim());
    expect(uses.length).toBeGreaterThanOrEqual(5);
    for (const use of uses) expect(use).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });

  it("installs the Firebase CLI that deploys from its own lockfile, exactly pinned, without install scripts", () => {
    const cli = JSON.parse(read(`${CLI_FOLDER}/package.json`)) as { dependencies: Record<string, string> };
    expect(Object.keys(cli.dependencies)).toEqual(["firebase-tools"]);
    const version = cli.dependencies["firebase-tools"]!;
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    const lock = JSON.parse(read(`${CLI_FOLDER}/package-lock.json`)) as {
      packages: Record<string, { version?: string; integrity?: string; dependencies?: Record<string, string> }>;
    };
    expect(lock.packages[""]?.dependencies).toEqual(cli.dependencies);
    expect(lock.packages["node_modules/firebase-tools"]?.version).toBe(version);
    for (const [name, entry] of Object.entries(lock.packages))
      if (name)
        expect({ name, integrity: entry.integrity }).toEqual({ name, integrity: expect.stringMatching(/^sha512-/) });
    // The release the tests run (the emulators) is of the same major.
    const root = JSON.parse(read("package-lock.json")) as { packages: Record<string, { version: string }> };
    expect(version.split(".")[0]).toBe(root.packages["node_modules/firebase-tools"]!.version.split(".")[0]);

    const deploy = workflow.jobs.deploy!;
    expect(deploy.steps.filter(checksOutTheCliOnly)).toHaveLength(1);
    expect(deploy.steps.filter(installsTheCli)).toHaveLength(1);
    expect(deploy.env?.FIREBASE_CLI).toBe(`cli/${CLI_FOLDER}/node_modules/.bin/firebase`);
    const deploys = deploy.steps.filter(
      (step) => step.shell !== "node {0}" && /\b(deploy|hosting:channel:deploy) /.test(step.run ?? ""),
    );
    expect(deploys.map((step) => step.id)).toEqual(["preview", "live"]);
    for (const step of deploys) expect(callsTheCliByPath(step)).toBe(true);
    expect(JSON.stringify(workflow)).not.toMatch(/npx|firebase-tools@|action-hosting-deploy/);
  });

  it("leaves no token in any checkout", () => {
    const checkouts = jobs.flatMap(([, job]) => job.steps).filter((step) => step.uses?.startsWith("actions/checkout"));
    expect(checkouts.length).toBeGreaterThan(0);
    for (const checkout of checkouts) expect(checkout.with?.["persist-credentials"]).toBe(false);
  });

  it("gives a secret only to a job that runs none of the project's code", () => {
    const withSecrets = jobs.filter(([, job]) => namesSecrets(job)).map(([name]) => name);
    expect(withSecrets).toEqual(["deploy"]);
    for (const [name, job] of jobs) {
      if (namesSecrets(job))
        expect({ name, runsProjectCode: runsProjectCode(job) }).toEqual({ name, runsProjectCode: false });
    }
    expect(runsProjectCode(workflow.jobs.build!)).toBe(true);
    expect(runsProjectCode(workflow.jobs.release!)).toBe(true);
  });

  it("takes from the artifact only the built files, into a fresh folder, before anything reads them", () => {
    const deploy = workflow.jobs.deploy!;
    const download = deploy.steps.findIndex((step) => step.uses?.startsWith("actions/download-artifact"));
    const take = deploy.steps.findIndex((step) => step.name === "Take the built files");
    expect(deploy.steps[download]?.with?.path).toBe("artifact");
    expect(take).toBe(download + 1);
    expect(deploy.steps[take]?.shell).toBe("node {0}");
    // Every later step works in the fresh folder, never in the artifact's.
    for (const step of deploy.steps.slice(take + 1))
      if (!step.uses?.startsWith("google-github-actions/auth@")) expect(step["working-directory"]).toBe("site");
    expect(JSON.stringify(deploy.steps.slice(take + 1))).not.toContain("artifact");
  });

  it("deploys live for main only, in production, and gives the previews a key and project of their own", () => {
    const deploy = workflow.jobs.deploy!;
    expect(deploy.environment).toEqual({
      name: "${{ github.event_name == 'pull_request' && 'preview' || 'production' }}",
      url: "${{ steps.preview.outputs.url || steps.live.outputs.url }}",
    });
    // The live credentials are Workload Identity Federation's (scripts/ci/deploy-settings.test.ts): no stored key.
    expect(allWorkflowsText).not.toMatch(/secrets\.FIREBASE_SERVICE_ACCOUNT\b/);
    const live = deploy.steps.find((step) => step.id === "live")!;
    expect(live.if).toBe("github.event_name != 'pull_request' && github.ref == 'refs/heads/main'");
    expect(live.env?.PROJECT).toBe("${{ vars.FIREBASE_PROJECT_ID }}");
    const naming = (secret: string) =>
      jobs
        .flatMap(([, job]) => job.steps)
        .filter((step) => new RegExp(`secrets\\.${secret}\\b`).test(JSON.stringify(step)));
    const [preview, ...morePreview] = naming("FIREBASE_PREVIEW_SERVICE_ACCOUNT");
    expect(morePreview).toEqual([]);
    expect(preview?.if).toBe("github.event_name == 'pull_request'");
    expect(preview?.env?.PROJECT).toBe("${{ vars.FIREBASE_PREVIEW_PROJECT_ID }}");
    // Neither key in the job's or the workflow's environment, where every step would have it.
    expect(JSON.stringify(deploy.env ?? {})).not.toContain("secrets.");
    // docs/ci.md's accounts are Hosting-only and rules-only ones, not the one `firebase init hosting:github` makes.
    const readme = read("docs/ci.md");
    expect(readme).toContain("roles/firebasehosting.admin");
    expect(readme).toContain("roles/firebaserules.admin");
    expect(readme).not.toMatch(/firebase init hosting:github` creates/);
  });

  it("builds the preview with the preview project's Firebase settings only, and the live site with the live ones", () => {
    const release = workflow.jobs.release!;
    const builds = release.steps.filter((step) => step.run?.includes("build-release.mjs"));
    expect(builds.map((step) => step.run)).toEqual([
      "node scripts/ci/build-release.mjs --preview",
      "node scripts/ci/build-release.mjs",
    ]);
    const [preview, live] = builds as [Step, Step];
    const firebaseSettings = (step: Step) =>
      Object.entries(step.env ?? {}).filter(([name]) => /^GATSBY_(FIREBASE|RECAPTCHA)_/.test(name));
    expect(
      firebaseSettings(preview)
        .map(([name]) => name)
        .sort(),
    ).toEqual(
      firebaseSettings(live)
        .map(([name]) => name)
        .sort(),
    );
    expect(firebaseSettings(preview).length).toBe(6);
    for (const [, value] of firebaseSettings(preview))
      expect(value).toMatch(/^\$\{\{ vars\.(FIREBASE_PREVIEW_|PREVIEW_)\w+ \}\}$/);
    for (const [, value] of firebaseSettings(live)) expect(value).not.toMatch(/PREVIEW/);
    expect(preview.env?.LIVE_FIREBASE_PROJECT_ID).toBe("${{ vars.FIREBASE_PROJECT_ID }}");
    // Nothing of either in the job's environment, where the other build would have it.
    expect(release.env).toBeUndefined();
  });

  it("installs the project's packages as the README says, and no dependency's install script runs", () => {
    const installs = [allWorkflowsText, read(".ci/run")].flatMap((text) => [
      ...text.matchAll(/^.*\bnpm (?:ci|install|i|rebuild)\b.*$/gm),
    ]);
    // The build and release jobs, then .ci/run, run the README's `npm ci`; the two deploy jobs install their CLI apart.
    expect(installs.map(([line]) => line.trim())).toEqual([
      "run: npm ci",
      "run: npm ci",
      "run: npm ci --ignore-scripts --no-audit --no-fund",
      "run: npm ci --ignore-scripts --no-audit --no-fund",
      "npm ci",
    ]);
    // The project's own npm configuration turns install scripts off for every install, a newcomer's included.
    expect(read(".npmrc")).toMatch(/^ignore-scripts=true$/m);
  });

  it("runs for pull requests into main only, and never deploys a Dependabot pull request (which has no key)", () => {
    expect(workflow.on.pull_request).toEqual({ branches: ["main"] });
    // By the pull request's author: github.actor is whoever pushed last, a maintainer who updated the branch too.
    for (const name of ["release", "deploy"])
      expect(String(workflow.jobs[name]!.if).replace(/\s+/g, " ")).toContain(
        "github.event.pull_request.head.repo.full_name == github.repository && " +
          "github.event.pull_request.user.login != 'dependabot[bot]'",
      );
    expect(allWorkflowsText).not.toContain("github.actor");
  });

  it("lets only jobs that run none of a pull request's code use the token beyond reading the code", () => {
    const empowered = workflows.flatMap(({ file, workflow }) =>
      Object.entries(workflow.jobs)
        .filter(([, job]) =>
          Object.entries(job.permissions ?? {}).some(([scope, level]) => scope !== "contents" || level !== "read"),
        )
        .map(([name, job]) => ({ file, name, job })),
    );
    expect(empowered.map(({ name }) => name).sort()).toEqual(["comment", "deploy", "deploy-rules", "publish"]);
    // The site's jobs run nothing of the project's; the publish job main's own scripts alone, owned by the code owners.
    for (const { file, name, job } of empowered) {
      const safe = file === PUBLISH_WORKFLOW ? runsOnlyMainsOwnCode(file, job) : !runsProjectCode(job);
      expect({ name, safe }).toEqual({ name, safe: true });
    }
    // Every job says what its token may do; the workflow's default is to read the code only.
    for (const [, job] of jobs) expect(job.permissions).toBeDefined();
    expect(workflowText).toMatch(/^permissions:\n {2}contents: read\n/m);
  });

  it("writes a change's summary with read access only, and puts it on the pull request without running the project", () => {
    const { status, comment } = workflow.jobs as { status: Job; comment: Job };
    expect(status.permissions).toEqual({ contents: "read" });
    expect(status.needs).toEqual(["build", "deploy"]);
    expect(namesSecrets(status)).toBe(false);
    expect(comment.permissions).toEqual({ contents: "read", "pull-requests": "write" });
    expect(comment.needs).toEqual(["status"]);
    // The summary holds what a change wrote: it reaches the script through the environment, never into its text.
    for (const step of comment.steps) {
      expect(step.shell).toBe("node {0}");
      expect(step.run).not.toContain("${{");
    }
  });

  it("checks a content-only change in a job without secrets, and deploys it as any other", () => {
    const { build, deploy } = workflow.jobs as { build: Job; deploy: Job };
    const contentPath = build.steps.filter((step) => /change-kind\.ts|test:content/.test(step.run ?? ""));
    expect(contentPath).toHaveLength(2);
    expect(namesSecrets(build)).toBe(false);
    // Nothing in the deploy job, where the key is, depends on what the change touched.
    expect(JSON.stringify(deploy)).not.toMatch(/content-only|changes|NIGHTLY/);
  });

  it("deploys a preview build to the pull request's channel and on main only the live build this run made", () => {
    const { release, deploy } = workflow.jobs as { release: Job; deploy: Job };
    expect(deploy.needs).toEqual(["build", "release"]);
    // In order: the preview is built, then kept (pull requests); the live site is built, then kept (main).
    const kinds = release.steps.map((step) => {
      if (step.run?.includes("build-release.mjs"))
        return step.env?.GATSBY_CONTENT_PREVIEW ? "build preview" : "build live";
      if (step.uses?.startsWith("actions/upload-artifact")) return `keep ${String(step.with?.name)}`;
      return null;
    });
    expect(kinds.filter(Boolean)).toEqual([
      "build preview",
      "keep site-preview",
      "build live",
      "keep site-live-${{ steps.commit.outputs.commit }}",
    ]);
    const preview = release.steps.filter(
      (step) => step.env?.GATSBY_CONTENT_PREVIEW || step.with?.name === "site-preview",
    );
    for (const step of preview) expect(step.if).toBe("github.event_name == 'pull_request'");
    for (const upload of release.steps.filter((step) => step.uses?.startsWith("actions/upload-artifact")))
      expect(String(upload.with?.path)).toContain("firebase.deploy.json");
    expect(release.outputs?.commit).toBe("${{ steps.commit.outputs.commit }}");
    expect(release.steps.find((step) => step.id === "commit")?.run).toContain("git rev-parse HEAD)");
    // The content's drafts (GATSBY_CONTENT_PREVIEW) are built into the preview alone.
    expect(workflowText.match(/GATSBY_CONTENT_PREVIEW:/g)).toHaveLength(1);

    // Only this run's artifacts: no run id, no token to read another run's, no permission to list them.
    const downloads = jobs
      .flatMap(([, job]) => job.steps)
      .filter((step) => step.uses?.startsWith("actions/download-artifact"));
    for (const download of downloads) {
      expect(download.with).not.toHaveProperty("run-id");
      expect(download.with).not.toHaveProperty("github-token");
    }
    // Only the publish job may start a run (of main), and it downloads nothing.
    const withActions = jobs.filter(([, job]) => job.permissions?.actions !== undefined);
    expect(withActions.map(([name, job]) => `${name} ${job.permissions?.actions}`)).toEqual(["publish write"]);
    expect(JSON.stringify(withActions)).not.toContain("download-artifact");
    const download = deploy.steps.find((step) => step.uses?.startsWith("actions/download-artifact"))!;
    const name = String(download.with?.name).replace(/\s+/g, " ");
    expect(name).toBe(
      "${{ github.event_name == 'pull_request' && 'site-preview' || format('site-live-{0}', needs.release.outputs.commit) }}",
    );
    const step = (id: string) => deploy.steps.find((candidate) => candidate.id === id)!;
    expect(step("preview").run).toMatch(/hosting:channel:deploy "pr-\$PULL_REQUEST"/);
    expect(step("live").run).toMatch(/ deploy --only hosting /);
  });

  it("writes the security rules from main and deploys them with the rules-only account, placeholders or not", () => {
    const { rules, "deploy-rules": deployRules } = workflow.jobs as { rules: Job; "deploy-rules": Job };
    const main = "github.event_name != 'pull_request' && github.ref == 'refs/heads/main'";
    for (const job of [rules, deployRules]) expect(String(job.if).replace(/\s+/g, " ")).toContain(main);
    expect(rules.steps.map((step) => step.run).filter(Boolean)).toEqual([
      "node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON scripts/write-rules.ts",
    ]);
    expect(deployRules.needs).toEqual(["build", "rules"]);
    expect(runsProjectCode(deployRules)).toBe(false);
    const deployStep = deployRules.steps.find((step) => step.name === "Deploy the rules")!;
    expect(deployStep.run).toMatch(/ deploy --only firestore:rules,storage /);
    expect(callsTheCliByPath(deployStep)).toBe(true);
  });

  it("builds nothing live while content holds a placeholder (npm run check:launch), but still builds previews", () => {
    const { release } = workflow.jobs as { release: Job };
    const launch = release.steps.findIndex((step) => step.run === "npm run check:launch");
    expect(launch).toBeGreaterThan(-1);
    expect(release.steps[launch]!.id).toBe("launch");
    expect(release.steps[launch]!["continue-on-error"]).toBe("${{ github.event_name == 'pull_request' }}");
    const live = release.steps.filter(
      (step) =>
        (step.run?.includes("build-release.mjs") && !step.env?.GATSBY_CONTENT_PREVIEW) ||
        String(step.with?.name).startsWith("site-live-"),
    );
    expect(live).toHaveLength(2);
    for (const step of live) {
      expect(release.steps.indexOf(step)).toBeGreaterThan(launch);
      expect(step.if).toBe(
        "github.event_name != 'pull_request' && github.ref == 'refs/heads/main' && steps.launch.outcome == 'success'",
      );
    }
  });

  it("deploys live from main only, one deploy at a time", () => {
    const condition = String(workflow.jobs.deploy!.if).replace(/\s+/g, " ");
    expect(condition).toContain("github.event_name != 'pull_request' && github.ref == 'refs/heads/main'");
    expect(workflow.concurrency).toEqual({
      group: "site-${{ github.ref }}",
      "cancel-in-progress": "${{ github.event_name == 'pull_request' }}",
    });
  });

  it("rebuilds nightly only when scripts/ci/nightly.ts says the schedule is due", () => {
    expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(["schedule", "workflow_dispatch"]));
    const { due, build, release } = workflow.jobs as { due: Job; build: Job; release: Job };
    expect(due.steps.some((step) => step.run?.includes("scripts/ci/nightly.ts"))).toBe(true);
    expect(due.outputs?.due).toBe("${{ steps.due.outputs.due }}");
    for (const job of [build, release]) {
      expect(job.needs).toContain("due");
      expect(job.if).toContain("needs.due.outputs.due == 'true'");
    }
  });

  it("sets Node.js up from .nvmrc with the pinned setup-node, and runs only the browser tests' job in a container", () => {
    expect(nodeMajor).toMatch(/^(22|24)$/);
    // Dependabot reads a Dockerfile's FROM, not a workflow's `container:`: the image is written in both.
    const image = /^FROM (\S+)$/m.exec(read(".github/ci-image/Dockerfile"))?.[1];
    expect(image).toMatch(new RegExp(`^node:${nodeMajor}-bookworm(@sha256:[0-9a-f]{64})?$`));
    const inContainers = jobs.filter(([, job]) => job.container).map(([name, job]) => `${name} ${job.container}`);
    expect(inContainers).toEqual([`build ${image}`]);
    // Every other job that checks anything out, among them all that build or deploy what goes live, gets Node.js from
    // the setup action; a job that checks out nothing runs only the workflow's own script, on the runner's Node.js.
    const checksOut = (job: Job) => job.steps.some((step) => step.uses?.startsWith("actions/checkout@"));
    expect(jobs.filter(([, job]) => !checksOut(job)).map(([name]) => name)).toEqual(["comment"]);
    for (const [name, job] of jobs.filter(([, job]) => !job.container && checksOut(job))) {
      const setup = job.steps.find((step) => step.uses?.startsWith("actions/setup-node@"));
      expect({ name, nodeVersionFile: setup?.with?.["node-version-file"] }).toEqual({
        name,
        nodeVersionFile: expect.stringMatching(/(^|\/)\.nvmrc$/),
      });
      expect(setup?.with?.["package-manager-cache"]).toBe(false);
    }
    const engines = (JSON.parse(read("package.json")) as { engines: { node: string } }).engines.node;
    expect(engines).toBe(`${nodeMajor}.x`);
    expect(read(".ci/run")).toMatch(/PATH="\$\(scripts\/ci\/use-node\.sh\):\$PATH"/);
  });
});

describe("the publish workflow", () => {
  const { workflow: publish } = workflows.find(({ file }) => file === PUBLISH_WORKFLOW)!;
  const job = publish.jobs.publish!;
  const site = YAML.parse(workflowText) as Workflow & { name: string };

  it("runs main's copy of itself only: after a pull request's run of the site's workflow, and when one is sent", () => {
    expect(publish.on).toEqual({
      workflow_run: { workflows: [site.name], types: ["completed"] },
      pull_request_target: { types: ["ready_for_review"], branches: ["main"] },
    });
    expect(Object.keys(publish.jobs)).toEqual(["publish"]);
    expect(runsOnlyMainsOwnCode(PUBLISH_WORKFLOW, job)).toBe(true);
    // A change to a content file it checks out would make it run what a pull request wrote.
    expect(runsOnlyMainsOwnCode(PUBLISH_WORKFLOW, { ...job, steps: [{ run: "npm ci" }] })).toBe(false);
  });

  it("decides only on pull requests of this repository, and hands the event's facts to the script as data", () => {
    const condition = String(job.if).replace(/\s+/g, " ");
    expect(condition).toContain("github.event.workflow_run.event == 'pull_request'");
    expect(condition).toContain("github.event.workflow_run.head_repository.full_name == github.repository");
    expect(condition).toContain("github.event.pull_request.head.repo.full_name == github.repository");
    const step = job.steps.find((candidate) => candidate.run?.includes("publish-content.ts"))!;
    expect(step.run).not.toContain("${{");
    expect(step.env).toEqual({
      TOKEN: "${{ github.token }}",
      PULL_REQUEST: "${{ github.event.pull_request.number }}",
      HEAD_BRANCH: "${{ github.event.workflow_run.head_branch }}",
      HEAD_SHA: "${{ github.event.workflow_run.head_sha }}",
    });
    expect(job.permissions).toEqual({
      contents: "write",
      "pull-requests": "write",
      checks: "read",
      actions: "write",
    });
  });

  it("starts the site's workflow on main with the pull request it merged, which deploys it and says it is live", () => {
    const dispatch = site.on.workflow_dispatch as { inputs: Record<string, { required: boolean }> };
    expect(Object.keys(dispatch.inputs)).toEqual(["published"]);
    expect(read("scripts/ci/publish-content.ts")).toMatch(/inputs: \{ published: String\(number\) \}/);
    // That run checks what content can break, deploys with the live credentials (Workload Identity admits
    // workflow_dispatch on main: deploy-settings.test.ts), and the summary says the change is live.
    const status = String(workflow.jobs.status!.if).replace(/\s+/g, " ");
    expect(status).toContain(
      "(github.event_name == 'push' || github.event_name == 'workflow_dispatch') && needs.deploy.result == 'success'",
    );
    // Not the development server's test, which content cannot break and the nightly run keeps.
    const develop = workflow.jobs.build!.steps.find((step) => step.run === "npm run test:develop")!;
    expect(develop.if).toBe("env.NIGHTLY == 'true' && !inputs.published");
  });
});

describe("the deploy job's check of the built Hosting configuration", () => {
  const check = workflow.jobs.deploy!.steps.find((step) => step.name === "Check the built Hosting configuration")!;
  const SITE = { target: "site", public: "public", ignore: ["firebase.json"], trailingSlash: false, headers: [] };
  const EDITOR = { target: "editor", public: "public-editor", redirects: [], headers: [] };
  const GOOD = { hosting: [SITE, EDITOR], firestore: { rules: "firestore.rules" } };
  const SITES = { PROJECT: "studio-live", EDITOR_SITE: "studio-live-edit" };

  /** Runs the step's own script in a folder holding `config` as firebase.deploy.json, with the sites' IDs. */
  function runCheck(config: unknown, env: Record<string, string> = SITES) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-check-"));
    fs.writeFileSync(path.join(folder, "firebase.deploy.json"), JSON.stringify(config));
    fs.writeFileSync(path.join(folder, "check.js"), check.run!);
    const result = spawnSync("node", ["check.js"], { cwd: folder, encoding: "utf8", env: { ...process.env, ...env } });
    const written = path.join(folder, "firebase.json");
    const deployed = fs.existsSync(written) ? (JSON.parse(fs.readFileSync(written, "utf8")) as typeof GOOD) : null;
    fs.rmSync(folder, { recursive: true });
    return { status: result.status, stderr: result.stderr, renamed: !!deployed, deployed };
  }

  it("gives each site the project's site ID for its target, for the preview and the live project", () => {
    expect(check.env).toEqual({
      PROJECT:
        "${{ github.event_name == 'pull_request' && vars.FIREBASE_PREVIEW_PROJECT_ID || vars.FIREBASE_PROJECT_ID }}",
      EDITOR_SITE:
        "${{ github.event_name == 'pull_request' && vars.FIREBASE_PREVIEW_EDITOR_SITE || vars.FIREBASE_EDITOR_SITE }}",
    });
  });

  it("passes static Hosting settings and puts them where the CLI looks, each site named by its ID", () => {
    const { deployed, ...result } = runCheck(GOOD);
    expect(result).toEqual({ status: 0, stderr: "", renamed: true });
    const { target: _site, ...site } = SITE;
    const { target: _editor, ...editor } = EDITOR;
    expect(deployed!.hosting).toEqual([
      { site: "studio-live", ...site },
      { site: "studio-live-edit", ...editor },
    ]);
  });

  it("passes the configuration this checkout's build writes (firebase.json with the pages' policy and redirect)", () => {
    const own = JSON.parse(read("firebase.json")) as FirebaseConfig;
    expect(runCheck(deployConfig(own, "script-src 'self'", "https://edit.motionlab.example"))).toMatchObject({
      status: 0,
      stderr: "",
    });
  });

  const site = (extra: object) => ({ ...GOOD, hosting: [{ ...SITE, ...extra }, EDITOR] });
  it.each([
    ["a predeploy command", site({ predeploy: ["curl evil.example"] })],
    ["a postdeploy command elsewhere", { ...GOOD, firestore: { rules: "x", postdeploy: "sh x" } }],
    ["an app built from source", site({ source: "." })],
    ["a rewrite to a function", site({ rewrites: [{ source: "**", function: "x" }] })],
    ["Cloud Functions", { ...GOOD, functions: { source: "functions" } }],
    ["another folder", site({ public: "." })],
    ["the editor from the public site's folder", { ...GOOD, hosting: [SITE, { ...EDITOR, public: "public" }] }],
    ["one site alone", { ...GOOD, hosting: [SITE] }],
    ["a single site's settings", { ...GOOD, hosting: SITE }],
  ])("refuses %s", (_, config) => {
    const { status, stderr, renamed } = runCheck(config);
    expect(status).toBe(1);
    expect(stderr).toMatch(/not allowed|must be/);
    expect(renamed).toBe(false);
  });

  it("refuses to deploy the editor's site without its ID", () => {
    expect(runCheck(GOOD, { ...SITES, EDITOR_SITE: "" })).toMatchObject({
      status: 1,
      stderr: expect.stringMatching(/no site ID/),
    });
  });
});

describe("Dependabot", () => {
  it("keeps the actions, the container image, the npm packages and the deploy job's CLI up to date, a week late", () => {
    const config = YAML.parse(read(".github/dependabot.yml")) as {
      updates: { "package-ecosystem": string; directory: string; cooldown?: { "default-days"?: number } }[];
    };
    expect(config.updates.map((update) => `${update["package-ecosystem"]} ${update.directory}`).sort()).toEqual([
      "docker /.github/ci-image",
      "github-actions /",
      `npm /`,
      `npm /${CLI_FOLDER}`,
    ]);
    for (const update of config.updates) expect(update.cooldown?.["default-days"]).toBeGreaterThanOrEqual(7);
  });
});

describe("the repository's policy", () => {
  const tracked = spawnSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" })
    .stdout.split("\0")
    .filter(Boolean);

  it.each([
    ".github/workflows/site.yml",
    ".github/workflows/publish.yml",
    ".github/dependabot.yml",
    ".github/CODEOWNERS",
    ".github/main-ruleset.json",
    ".github/deploy-settings.json",
    "firebase.json",
    "firebase.deploy.json",
    "firestore.rules",
    "scripts/ci/deploy-cli/package-lock.json",
    "scripts/ci/publish-content.ts",
    "site-build/gatsby-node/post-build/page-policy.ts",
    "src/content/booking-provider-origins.ts",
    "content/site.json",
    "content/schemas/classes.schema.json",
    "SECURITY.md",
    "rules/firestore.rules",
    "rules/storage.rules",
    "scripts/write-rules.ts",
    // What runs on the editor's origin beside the owner's token, or writes the editor's configuration.
    "static/admin/content/config.json",
    "static/admin/content/index.html",
    "static/admin/content/picture.png",
    "site-build/content/editor-changes-page.ts",
    "site-build/content/editor-save-notice.ts",
    "site-build/content/change-status.ts",
    "site-build/content/editor-config.ts",
    "site-build/content/editor-new-thing.ts",
    // What runs in a browser or the build: the packages and lockfiles, the Gatsby entry points.
    "package.json",
    "package-lock.json",
    ".npmrc",
    "gatsby-node.ts",
    "gatsby-ssr.tsx",
    "gatsby-browser.tsx",
    "gatsby-config.ts",
    // The editor's sign-in relay, which holds the OAuth app's secret.
    "functions/relay.js",
    "functions/index.js",
    "functions/package.json",
    // Not content, though in content/ and static/.
    "content/README.md",
    "static/notes.txt",
    "static/x.js",
  ])("asks the code owners to review %s", (file) => {
    expect(ownersOf(file).length).toBeGreaterThan(0);
    for (const owner of ownersOf(file)) expect(owner).toMatch(/^@[\w-]+(\/[\w-]+)?$/);
  });

  it.each([
    "content/classes/tissu.json",
    "content/faq.json",
    "content/notices/new-notice.json",
    ...STATIC_CONTENT_EXTENSIONS.map((extension) => `static/images/new-folder/new-picture.${extension}`),
  ])("leaves %s, content, to no owner", (file) => {
    expect(notContent(file)).toBeNull();
    expect(ownersOf(file)).toEqual([]);
  });

  it("asks the code owners to review every tracked file that is not content, and no content file", () => {
    const content = tracked.filter((file) => notContent(file) === null);
    const notContentFiles = tracked.filter((file) => notContent(file) !== null);
    expect(content.length).toBeGreaterThan(20);
    expect(notContentFiles.filter((file) => file.startsWith("site-build/")).length).toBeGreaterThan(20);
    expect(notContentFiles.filter((file) => ownersOf(file).length === 0)).toEqual([]);
    expect(content.filter((file) => ownersOf(file).length > 0)).toEqual([]);
  });

  it("says how to report a vulnerability privately, and what is in scope", () => {
    const policy = read("SECURITY.md");
    for (const heading of ["## Reporting a vulnerability", "## In scope", "## Out of scope"])
      expect(policy).toContain(heading);
    expect(policy).toMatch(/Report a vulnerability/);
  });
});
