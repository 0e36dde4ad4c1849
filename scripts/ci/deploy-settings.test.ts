/** @jest-environment node */
/**
 * The settings that only GitHub and Google Cloud hold, as .github/deploy-settings.json and .github/main-ruleset.json
 * write them and scripts/ci/apply-deploy-settings.ts applies them: the live credentials go only to a run of main's
 * workflow, for main, by a push, the schedule or by hand. The condition sent to Google is evaluated here on the claims
 * GitHub puts in a run's token, so a pull request's run is refused whatever its copy of the workflow says; and the
 * workflow itself asks for the live credentials only on main. The ruleset of main lets content alone merge once its
 * checks pass and makes anything else wait for the code owners.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import {
  attributeCondition,
  githubCommands,
  googleCommands,
  readRuleset,
  readSettings,
  rulesetCommands,
  type RulesetRule,
} from "./apply-deploy-settings";
import { GITHUB_ACTIONS_APP_ID } from "./publish-decision";
import { requiredChecks } from "./publish-content";

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
  needs?: string[];
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
    const dryRunRuleset = (output: string) =>
      output.split("\n").filter((line) => line.includes("repos/motionlab/studio-site/rulesets"));
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
    expect(dryRunRuleset(dry.stdout)).toEqual([
      expect.stringMatching(/^# with \{found\} from `gh api repos\/motionlab\/studio-site\/rulesets --jq /),
      expect.stringMatching(
        /^gh api --method PUT "repos\/motionlab\/studio-site\/rulesets\/\{found\}" --input - <<< '\{"name":"main"/,
      ),
      expect.stringMatching(/^# unless `gh api repos\/motionlab\/studio-site\/rulesets --jq /),
      expect.stringMatching(
        /^gh api --method POST repos\/motionlab\/studio-site\/rulesets --input - <<< '\{"name":"main"/,
      ),
    ]);
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

describe("the ruleset of main", () => {
  const ruleset = readRuleset(path.join(ROOT, ".github/main-ruleset.json"));
  const rule = (type: string) => ruleset.rules.filter((candidate: RulesetRule) => candidate.type === type);

  it("holds for main, for everyone: no one bypasses it, administrators included", () => {
    expect(ruleset).toMatchObject({
      name: "main",
      target: "branch",
      enforcement: "active",
      bypass_actors: [],
      conditions: { ref_name: { include: ["refs/heads/main"], exclude: [] } },
    });
  });

  it("keeps main from being force-pushed or deleted", () => {
    expect(rule("non_fast_forward")).toHaveLength(1);
    expect(rule("deletion")).toHaveLength(1);
  });

  it("asks for a pull request, no approval for content alone, but the code owners' review of anything they own", () => {
    const [pullRequest, ...more] = rule("pull_request");
    expect(more).toEqual([]);
    expect(pullRequest!.parameters).toEqual({
      required_approving_review_count: 0,
      require_code_owner_review: true,
      dismiss_stale_reviews_on_push: true,
      require_last_push_approval: true,
      required_review_thread_resolution: false,
    });
  });

  it("requires the site workflow's checks, its preview's build and its deploy on every change, by GitHub Actions alone", () => {
    const checks = requiredChecks(ruleset);
    // The jobs a preview's deploy waits for, and the deploy: what a change must pass before it can go live.
    const deploy = workflow.jobs.deploy!;
    expect(checks.map((check) => check.context)).toEqual([...deploy.needs!, "deploy"]);
    for (const check of checks) expect(check.integration_id).toBe(GITHUB_ACTIONS_APP_ID);
    // Not "up to date": a branch that the publish workflow's token updated would start no run, and never merge.
    expect(rule("required_status_checks")[0]!.parameters?.strict_required_status_checks_policy).toBe(false);
  });

  it("is applied as written, replacing the ruleset of its name or creating it, without its comment", () => {
    const commands = rulesetCommands(settings, ruleset);
    expect(commands.map(({ args }) => args.join(" "))).toEqual([
      "gh api --method PUT repos/motionlab/studio-site/rulesets/{found} --input -",
      "gh api --method POST repos/motionlab/studio-site/rulesets --input -",
    ]);
    for (const { input } of commands) expect(JSON.parse(input!)).toEqual(ruleset);
    expect(commands[0]!.with).toEqual(commands[1]!.unless);
    expect(commands[0]!.with!.join(" ")).toContain('select(.name == "main") | .id');
    expect(JSON.stringify(ruleset)).not.toContain("$comment");
  });
});
