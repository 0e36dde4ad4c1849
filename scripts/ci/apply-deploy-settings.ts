/**
 * Applies .github/deploy-settings.json and .github/main-ruleset.json, the settings that only GitHub and Google Cloud
 * hold, so that they are written in the repository, reviewed like code and read by its tests
 * (scripts/ci/deploy-settings.test.ts):
 * - GitHub's environments: `preview` for any branch; `production` and `production-rules` for deployments from main
 *   only (`gh api`);
 * - Google's Workload Identity Federation in the live project: a pool and a GitHub provider whose condition admits only
 *   a run of main's workflow, for main, by a push, the schedule or by hand (never a pull request), and a service
 *   account per environment with one role: Hosting for `production`, the security rules for `production-rules`
 *   (`gcloud`); and the repository variables the workflow reads to use them (`gh variable set`);
 * - GitHub's branch rules of main, the ruleset of .github/main-ruleset.json (`gh api`): created, or replaced when a
 *   ruleset of its name is there.
 *
 * Usage, by a maintainer signed in to both (`gh auth login`, `gcloud auth login`), from the repository's folder:
 *   node scripts/ci/apply-deploy-settings.ts --project <live Firebase project> [--dry-run]
 * --dry-run prints the commands instead of running them. Running it again changes nothing that is already right.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";

interface Admits {
  repository: string;
  ref: string;
  event_name: string[];
  workflow_ref: string;
  environment: string[];
}
export interface DeploySettings {
  repository: string;
  workflow: string;
  environments: Record<string, { branches: "any" | string[] }>;
  workloadIdentity: {
    pool: string;
    provider: string;
    issuer: string;
    admits: Admits;
    serviceAccounts: Record<string, { role: string; environment: string; variable: string }>;
  };
}

export const readSettings = (file = ".github/deploy-settings.json") =>
  JSON.parse(fs.readFileSync(file, "utf8")) as DeploySettings;

/** A rule of a ruleset, as GitHub's REST API writes it. */
export interface RulesetRule {
  type: string;
  parameters?: Record<string, unknown>;
}
/** A ruleset, as GitHub's REST API takes it (POST /repos/{owner}/{repo}/rulesets). */
export interface Ruleset {
  name: string;
  target: string;
  enforcement: string;
  bypass_actors: unknown[];
  conditions: { ref_name: { include: string[]; exclude: string[] } };
  rules: RulesetRule[];
}

export const RULESET_FILE = ".github/main-ruleset.json";

/** The ruleset as the file writes it, without its `$comment`, which is for the people who read it. */
export function readRuleset(file = RULESET_FILE): Ruleset {
  const { $comment: _comment, ...ruleset } = JSON.parse(fs.readFileSync(file, "utf8")) as Ruleset & {
    $comment?: string;
  };
  return ruleset;
}

const quoted = (value: string) => `'${value}'`;
const oneOf = (values: string[]) => `[${values.map(quoted).join(", ")}]`;

/** The provider's attribute condition (Common Expression Language), on the claims of GitHub's token. */
export function attributeCondition(admits: Admits): string {
  return [
    `assertion.repository == ${quoted(admits.repository)}`,
    `assertion.ref == ${quoted(admits.ref)}`,
    `assertion.event_name in ${oneOf(admits.event_name)}`,
    `assertion.workflow_ref == ${quoted(admits.workflow_ref)}`,
    `assertion.environment in ${oneOf(admits.environment)}`,
  ].join(" && ");
}

const ATTRIBUTE_MAPPING = [
  "google.subject=assertion.sub",
  "attribute.repository=assertion.repository",
  "attribute.environment=assertion.environment",
].join(",");

/** A command: its program and arguments, and the body it reads on standard input, if any. */
export interface Command {
  args: string[];
  input?: string;
  /** Run only when this command fails (the resource is not there yet): create instead of update. */
  unless?: string[];
  /** Run only when this command finds something, with `{found}` in `args` replaced by what it printed. */
  with?: string[];
}

/** The commands that make GitHub's environments what the settings say. */
export function githubCommands(settings: DeploySettings): Command[] {
  return Object.entries(settings.environments).flatMap(([name, { branches }]) => {
    const environment = `repos/${settings.repository}/environments/${name}`;
    const policy = branches === "any" ? null : { protected_branches: false, custom_branch_policies: true };
    const put: Command = {
      args: ["gh", "api", "--method", "PUT", environment, "--input", "-"],
      input: JSON.stringify({ deployment_branch_policy: policy }),
    };
    if (branches === "any") return [put];
    return [
      put,
      ...branches.map((branch) => ({
        args: ["gh", "api", "--method", "POST", `${environment}/deployment-branch-policies`, "--input", "-"],
        input: JSON.stringify({ name: branch, type: "branch" }),
        unless: [
          "gh",
          "api",
          `${environment}/deployment-branch-policies`,
          "--jq",
          `.branch_policies[] | select(.name == "${branch}") | .id`,
        ],
      })),
    ];
  });
}

/**
 * The commands that make main's ruleset the file's: the one of its name replaced (its id found by name), or, when
 * there is none, created. No other ruleset is touched.
 */
export function rulesetCommands(settings: DeploySettings, ruleset: Ruleset): Command[] {
  const rulesets = `repos/${settings.repository}/rulesets`;
  const find = ["gh", "api", rulesets, "--jq", `.[] | select(.name == "${ruleset.name}") | .id`];
  const input = JSON.stringify(ruleset);
  return [
    { args: ["gh", "api", "--method", "PUT", `${rulesets}/{found}`, "--input", "-"], input, with: find },
    { args: ["gh", "api", "--method", "POST", rulesets, "--input", "-"], input, unless: find },
  ];
}

/** The commands that set up Workload Identity Federation in `project` (its number: `projectNumber`). */
export function googleCommands(settings: DeploySettings, project: string, projectNumber: string): Command[] {
  const { pool, provider, issuer, admits, serviceAccounts } = settings.workloadIdentity;
  const at = ["--project", project, "--location", "global"];
  const poolPath = `projects/${projectNumber}/locations/global/workloadIdentityPools/${pool}`;
  const providerFlags = [
    `--workload-identity-pool=${pool}`,
    `--attribute-mapping=${ATTRIBUTE_MAPPING}`,
    `--attribute-condition=${attributeCondition(admits)}`,
    ...at,
  ];
  const commands: Command[] = [
    {
      args: ["gcloud", "iam", "workload-identity-pools", "create", pool, "--display-name=GitHub Actions", ...at],
      unless: ["gcloud", "iam", "workload-identity-pools", "describe", pool, ...at],
    },
    {
      args: ["gcloud", "iam", "workload-identity-pools", "providers", "update-oidc", provider, ...providerFlags],
    },
  ];
  // Created first when missing, then updated above: the condition is always the file's.
  commands.splice(1, 0, {
    args: [
      "gcloud",
      "iam",
      "workload-identity-pools",
      "providers",
      "create-oidc",
      provider,
      `--issuer-uri=${issuer}`,
      ...providerFlags,
    ],
    unless: [
      "gcloud",
      "iam",
      "workload-identity-pools",
      "providers",
      "describe",
      provider,
      `--workload-identity-pool=${pool}`,
      ...at,
    ],
  });
  for (const [name, { role, environment, variable }] of Object.entries(serviceAccounts)) {
    const email = `${name}@${project}.iam.gserviceaccount.com`;
    commands.push(
      {
        args: ["gcloud", "iam", "service-accounts", "create", name, "--project", project],
        unless: ["gcloud", "iam", "service-accounts", "describe", email, "--project", project],
      },
      {
        args: [
          "gcloud",
          "projects",
          "add-iam-policy-binding",
          project,
          `--member=serviceAccount:${email}`,
          `--role=${role}`,
        ],
      },
      {
        args: [
          "gcloud",
          "iam",
          "service-accounts",
          "add-iam-policy-binding",
          email,
          "--project",
          project,
          "--role=roles/iam.workloadIdentityUser",
          `--member=principalSet://iam.googleapis.com/${poolPath}/attribute.environment/${environment}`,
        ],
      },
      { args: ["gh", "variable", "set", variable, "--repo", settings.repository, "--body", email] },
    );
  }
  commands.push({
    args: [
      "gh",
      "variable",
      "set",
      "GCP_WORKLOAD_IDENTITY_PROVIDER",
      "--repo",
      settings.repository,
      "--body",
      `${poolPath}/providers/${provider}`,
    ],
  });
  return commands;
}

const show = (args: string[]) => args.map((arg) => (/^[\w@./:=,-]+$/.test(arg) ? arg : JSON.stringify(arg))).join(" ");

/** What a command prints, trimmed; "" when it fails or prints nothing. */
function found(args: string[]): string {
  const result = spawnSync(args[0]!, args.slice(1), { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : "";
}

function run(command: Command, dryRun: boolean) {
  if (dryRun) {
    if (command.unless) console.log(`# unless \`${show(command.unless)}\` finds it:`);
    if (command.with) console.log(`# with {found} from \`${show(command.with)}\`, when it finds it:`);
    console.log(show(command.args) + (command.input ? ` <<< '${command.input}'` : ""));
    return;
  }
  if (command.unless && found(command.unless)) return;
  let args = command.args;
  if (command.with) {
    const id = found(command.with).split("\n")[0]!;
    if (!id) return;
    args = args.map((arg) => arg.replace("{found}", id));
  }
  const result = spawnSync(args[0]!, args.slice(1), {
    input: command.input,
    stdio: [command.input ? "pipe" : "inherit", "inherit", "inherit"],
  });
  if (result.status !== 0) throw new Error(`Failed: ${show(args)}`);
}

function main(argv: string[]) {
  const dryRun = argv.includes("--dry-run");
  const project = argv[argv.indexOf("--project") + 1];
  if (!argv.includes("--project") || !project || project.startsWith("--"))
    throw new Error("usage: node scripts/ci/apply-deploy-settings.ts --project <live Firebase project> [--dry-run]");
  const settings = readSettings();
  const projectNumber = dryRun
    ? "<project number>"
    : spawnSync("gcloud", ["projects", "describe", project, "--format=value(projectNumber)"], {
        encoding: "utf8",
      }).stdout.trim();
  if (!projectNumber) throw new Error(`Could not read the number of project ${project}`);
  const commands = [
    ...githubCommands(settings),
    ...rulesetCommands(settings, readRuleset()),
    ...googleCommands(settings, project, projectNumber),
  ];
  for (const command of commands) run(command, dryRun);
}

// Run as a script (not when a test imports it).
if (process.argv[1]?.endsWith("scripts/ci/apply-deploy-settings.ts")) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
