import fs from "node:fs";
import path from "node:path";
import { PERMISSIONS_POLICY } from "./permissions-policy";

/**
 * The Firebase configuration that is deployed and that the browser tests serve: firebase.json with the pages'
 * Content-Security-Policy header added, whose script hashes change with every build. It is written next to
 * firebase.json after each build (post-build.ts); `npm run deploy`, the workflow's deploy job and
 * scripts/e2e-emulators.mjs use it.
 *
 * Hosting applies every header rule whose pattern matches a path, the last one winning for a header named twice.
 * firebase.json gives every path the shared headers and every file with an extension (pictures, SVG, XML, JSON,
 * scripts) a strict policy, `default-src 'none'`. Around its rules this adds the pages' policy: first, for every
 * path (pages have no extension, and a path that is not a page gets the 404 page), with the Permissions-Policy made
 * from the booking provider's origins (permissions-policy.ts), then for the .html files. A rule of firebase.json that
 * gives a folder a policy of its own (the content editor's, /admin/content) stays after both, so that its page keeps
 * its policy when asked for by its file name (/admin/content/index.html) too.
 */
export const DEPLOY_CONFIG_FILE = "firebase.deploy.json";

export const PAGE_SOURCES = { everyPath: "**", htmlFiles: "**/*.html" } as const;

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

export interface FirebaseConfig {
  hosting: { headers?: HeaderRule[] } & Record<string, unknown>;
  [service: string]: unknown;
}

const CSP = "Content-Security-Policy";
const PERMISSIONS = { key: "Permissions-Policy", value: PERMISSIONS_POLICY };

/** `config` with the pages' policy around its own header rules, and the Permissions-Policy for every path. */
export function withPagesPolicy(config: FirebaseConfig, policy: string): FirebaseConfig {
  const csp = { key: CSP, value: policy };
  const own = config.hosting.headers ?? [];
  if (own.some((rule) => rule.headers.some(({ key }) => key === PERMISSIONS.key)))
    throw new Error("firebase.json sets a Permissions-Policy: it is made from the booking provider's origins, in code");
  const first: HeaderRule = { source: PAGE_SOURCES.everyPath, headers: [csp, PERMISSIONS] };
  const htmlFiles: HeaderRule = { source: PAGE_SOURCES.htmlFiles, headers: [csp] };
  const folderPolicy = (rule: HeaderRule) => rule.source.startsWith("/") && rule.headers.some(({ key }) => key === CSP);
  const folders = own.filter(folderPolicy);
  const shared = own.filter((rule) => !folderPolicy(rule));
  return { ...config, hosting: { ...config.hosting, headers: [first, ...shared, htmlFiles, ...folders] } };
}

/** Reads firebase.json in `root`, writes the deployed configuration beside it, and returns that file's path. */
export function writeDeployConfig(root: string, policy: string): string {
  const source = JSON.parse(fs.readFileSync(path.join(root, "firebase.json"), "utf8")) as FirebaseConfig;
  const file = path.join(root, DEPLOY_CONFIG_FILE);
  fs.writeFileSync(file, `${JSON.stringify(withPagesPolicy(source, policy), null, 2)}\n`);
  return file;
}
