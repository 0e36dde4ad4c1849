/** @jest-environment node */
/**
 * The settings that only GitHub and Google Cloud hold, as .github/deploy-settings.json writes them and
 * scripts/ci/apply-deploy-settings.ts applies them: the live credentials go only to a run of main's workflow, for
 * main, by a push, the schedule or by hand. The condition sent to Google is evaluated here on the claims GitHub puts in
 * a run's token, so a pull request's run is refused whatever its copy of the workflow says; and the workflow itself
 * asks for the live credentials only on main.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { attributeCondition, githubCommands, googleCommands, readSettings } from "./apply-deploy-settings";

const ROOT = path.resolve(__dirname, "../..");
const settings = readSettings(path.join(ROOT, ".github/deploy-settings.json"));
const { admits, serviceAccounts } = settings.workloadIdentity;
const MAIN = "github.event_name != 'pull_request' && github.ref == 'refs/heads/main'";

interface Step {
  if?: string;
  uses?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  environment?: string | { name: string };
  permissions?: Record<string, string>;
  steps: Step[];
}
const workflow = YAML.parse(fs.readFileSync(path.join(ROOT, settings.workflow), "utf8")) as {
  jobs: Record<string, Job>;
};

/**
 * The attribute condition as Google evaluates it, on `claims`: the Common Expression Language of the condition
 * (==, &&, `in [...]`, string literals) read as JavaScript, so that the very string applied is the one tested.
 */
function admitted(claims: Record<string, string>): boolean {
  const condition = attributeCondition(admits);
  expect(condition).toMatch(/^[\w.' =&[\],/@-]+$/);
  const asJavaScript = condition
    .replace(/(assertion\.\w+) in (\[[^\]]*\])/g, "$2.includes($1)")
    .replace(/assertion\./g, "claims.")
    .replace(/==/g, "===");
  return new Function("claims", `return ${asJavaScript};`)(claims) as boolean;
}

/** The claims of GitHub's token for a run of this repository's workflow. */
const claims = (event: string, ref: string, environment: string, workflowRef = `${ref}`) => ({
  repository: settings.repository,
  ref,
  event_name: event,
  environment,
  workflow_ref: `${settings.repository}/${settings.workflow}@${workflowRef}`,
  sub: `repo:${settings.repository}:environment:${environment}`,
});

describe("Workload Identity Federation's condition", () => {
  it.each([
    ["a push to main", "push"],
    ["the nightly rebuild", "schedule"],
    ["a run started by hand on main", "workflow_dispatch"],
  ])("admits %s in production", (_, event) => {
    expect(admitted(claims(event, "refs/heads/main", "production"))).toBe(true);
    expect(admitted(claims(event, "refs/heads/main", "production-rules"))).toBe(true);
  });

  // Whatever environment a changed workflow names, and whichever branch the pull request comes from (main too).
  it.each(Object.keys(settings.environments).concat("anything"))(
    "refuses every pull request's run, even one that names the environment %s",
    (environment) => {
      for (const ref of ["refs/pull/7/merge", "refs/heads/main"])
        expect(admitted(claims("pull_request", ref, environment))).toBe(false);
      expect(admitted(claims("pull_request_target", "refs/heads/main", environment))).toBe(false);
    },
  );

  it.each([
    ["a push to another branch", claims("push", "refs/heads/new-class", "production")],
    ["a run started by hand on another branch", claims("workflow_dispatch", "refs/heads/x", "production")],
    [
      "another workflow file",
      { ...claims("push", "refs/heads/main", "production"), workflow_ref: "x/y@refs/heads/main" },
    ],
    ["another repository (a fork)", { ...claims("push", "refs/heads/main", "production"), repository: "someone/fork" }],
    ["a job outside the live environments", claims("push", "refs/heads/main", "preview")],
  ])("refuses %s", (_, runClaims) => {
    expect(admitted(runClaims)).toBe(false);
  });

  it("admits main's own workflow of this repository, the one content/site.json links", () => {
    const site = JSON.parse(fs.readFileSync(path.join(ROOT, "content/site.json"), "utf8")) as { repositoryUrl: string };
    expect(site.repositoryUrl).toBe(`https://github.com/${settings.repository}`);
    expect(admits.repository).toBe(settings.repository);
    expect(admits.workflow_ref).toBe(`${settings.repository}/${settings.workflow}@refs/heads/main`);
    expect(admits.ref).toBe("refs/heads/main");
    expect(admits.event_name).not.toContain("pull_request");
  });
});

describe("the environments and service accounts", () => {
  it("keeps the live environments to main and gives each service account one role and one environment", () => {
    for (const name of admits.environment) expect(settings.environments[name]?.branches).toEqual(["main"]);
    expect(settings.environments.preview?.branches).toBe("any");
    expect(Object.values(serviceAccounts).map(({ role, environment }) => `${environment} ${role}`)).toEqual([
      "production roles/firebasehosting.admin",
      "production-rules roles/firebaserules.admin",
    ]);
  });

  it("is applied as written: the same condition, branch rules and one binding per environment", () => {
    const github = githubCommands(settings).map(({ args, input }) => `${args.join(" ")} ${input ?? ""}`);
    expect(github.filter((command) => command.includes("deployment-branch-policies ")).length).toBe(2);
    expect(github.some((command) => /environments\/preview .*"deployment_branch_policy":null/.test(command))).toBe(
      true,
    );
    const google = googleCommands(settings, "live", "123").map(({ args }) => args.join(" "));
    const providers = google.filter((command) => / (create|update)-oidc /.test(command));
    expect(providers).toHaveLength(2);
    for (const command of providers) expect(command).toContain(`--attribute-condition=${attributeCondition(admits)}`);
    const bindings = google.filter((command) => command.includes("roles/iam.workloadIdentityUser"));
    expect(bindings.map((command) => command.split("/attribute.environment/")[1])).toEqual([
      "production",
      "production-rules",
    ]);
  });

  it("prints its commands with --dry-run, and asks for the project", () => {
    const run = (...args: string[]) =>
      spawnSync(
        "node",
        ["--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", "scripts/ci/apply-deploy-settings.ts", ...args],
        { cwd: ROOT, encoding: "utf8" },
      );
    const dry = run("--project", "live", "--dry-run");
    expect(dry.status).toBe(0);
    expect(dry.stdout).toContain("gh api --method PUT repos/motionlab/studio-site/environments/production --input -");
    expect(dry.stdout).toContain("gcloud iam workload-identity-pools providers update-oidc");
    expect(run("--dry-run").stderr).toContain("usage:");
  });
});

describe("the workflow and the live credentials", () => {
  const jobs = Object.entries(workflow.jobs);
  const signIns = jobs.flatMap(([name, job]) =>
    job.steps
      .filter((step) => step.uses?.startsWith("google-github-actions/auth@"))
      .map((step) => ({ name, job, step })),
  );

  it("asks for them only in a job and step that run for main, never for a pull request", () => {
    expect(signIns.map(({ name }) => name)).toEqual(["deploy", "deploy-rules"]);
    for (const { job, step } of signIns) {
      const conditions = [job.if, step.if].map((text) => String(text ?? "").replace(/\s+/g, " "));
      // MAIN and'ed with the rest, not one side of an "or" (the deploy job's own condition also lets pull requests in).
      expect(conditions.some((text) => text.includes(MAIN) && !text.includes("||"))).toBe(true);
      expect(step.with?.workload_identity_provider).toBe("${{ vars.GCP_WORKLOAD_IDENTITY_PROVIDER }}");
    }
    // Only jobs that sign in may mint GitHub's token for it.
    const minting = jobs.filter(([, job]) => job.permissions?.["id-token"] === "write").map(([name]) => name);
    expect(minting).toEqual(["deploy", "deploy-rules"]);
  });

  it("signs each job in as the service account of its environment", () => {
    const accountOf = (environment: string) =>
      `\${{ vars.${Object.values(serviceAccounts).find((account) => account.environment === environment)!.variable} }}`;
    const rules = signIns.find(({ name }) => name === "deploy-rules")!;
    expect(rules.job.environment).toBe("production-rules");
    expect(rules.step.with?.service_account).toBe(accountOf("production-rules"));
    const hosting = signIns.find(({ name }) => name === "deploy")!;
    expect(hosting.step.with?.service_account).toBe(accountOf("production"));
  });

  it("keeps no live key at all: the one stored key is the previews'", () => {
    const text = fs.readFileSync(path.join(ROOT, settings.workflow), "utf8");
    const secrets = [...new Set([...text.matchAll(/\bsecrets\.(\w+)/g)].map(([, name]) => name))];
    expect(secrets).toEqual(["FIREBASE_PREVIEW_SERVICE_ACCOUNT"]);
  });
});
