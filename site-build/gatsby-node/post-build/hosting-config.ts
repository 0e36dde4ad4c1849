import fs from "node:fs";
import path from "node:path";
import { EDITOR_PATH as EDITOR_ADDRESS } from "./content-editor";
import { PERMISSIONS_POLICY } from "./permissions-policy";

/**
 * The Firebase configuration that is deployed and that the browser tests serve: firebase.json with the pages'
 * Content-Security-Policy header added, whose script hashes change with every build, and the public site's way to
 * the content editor's own site. It is written next to firebase.json after each build (post-build.ts); `npm run
 * deploy`, the workflow's deploy job and scripts/e2e-emulators.mjs use it.
 *
 * firebase.json has two Hosting sites, by target: "site", the public site (public/), and "editor", the content
 * editor's own (public-editor/, editor-site.ts), whose headers and policy are its own and are left as they are.
 *
 * Hosting applies every header rule whose pattern matches a path, the last one winning for a header named twice.
 * firebase.json gives every path of the public site the shared headers and every file with an extension (pictures,
 * SVG, XML, JSON, scripts) a strict policy, `default-src 'none'`. Around its rules this adds the pages' policy: first,
 * for every path (pages have no extension, and a path that is not a page gets the 404 page), with the
 * Permissions-Policy made from the booking provider's origins (permissions-policy.ts), then for the .html files. A
 * rule of firebase.json that gives a folder a policy of its own stays after both, so that its page keeps its policy
 * when asked for by its file name too.
 */
export const DEPLOY_CONFIG_FILE = "firebase.deploy.json";

export const PAGE_SOURCES = { everyPath: "**", htmlFiles: "**/*.html" } as const;
export const HOSTING_TARGETS = { site: "site", editor: "editor" } as const;
const EDITOR_PATH = EDITOR_ADDRESS.slice(1);
/** The public site's old address of the editor, and every path below it. */
/** The editor's old address on the public site, and any path below it (`:rest*`, kept in the editor's address). */
export const EDITOR_REDIRECT_SOURCES = { folder: `/${EDITOR_PATH}`, below: `/${EDITOR_PATH}/:rest*` } as const;

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

interface Redirect {
  source: string;
  destination: string;
  type: number;
}

export interface HostingSite {
  target?: string;
  public?: string;
  headers?: HeaderRule[];
  redirects?: Redirect[];
  [setting: string]: unknown;
}

export interface FirebaseConfig {
  hosting: HostingSite[];
  [service: string]: unknown;
}

const CSP = "Content-Security-Policy";
const PERMISSIONS = { key: "Permissions-Policy", value: PERMISSIONS_POLICY };

/** The Hosting site of `target`; throws when firebase.json has none, or not exactly one. */
export function hostingSite(config: FirebaseConfig, target: string): HostingSite {
  const sites = (Array.isArray(config.hosting) ? config.hosting : []).filter((site) => site.target === target);
  if (sites.length !== 1)
    throw new Error(`firebase.json has ${sites.length} Hosting sites of target "${target}", not one`);
  return sites[0]!;
}

/** `site` with the pages' policy around its own header rules, and the Permissions-Policy for every path. */
export function withPagesPolicy(site: HostingSite, policy: string): HostingSite {
  const csp = { key: CSP, value: policy };
  const own = site.headers ?? [];
  if (own.some((rule) => rule.headers.some(({ key }) => key === PERMISSIONS.key)))
    throw new Error("firebase.json sets a Permissions-Policy: it is made from the booking provider's origins, in code");
  const first: HeaderRule = { source: PAGE_SOURCES.everyPath, headers: [csp, PERMISSIONS] };
  const htmlFiles: HeaderRule = { source: PAGE_SOURCES.htmlFiles, headers: [csp] };
  const folderPolicy = (rule: HeaderRule) => rule.source.startsWith("/") && rule.headers.some(({ key }) => key === CSP);
  const folders = own.filter(folderPolicy);
  const shared = own.filter((rule) => !folderPolicy(rule));
  return { ...site, headers: [first, ...shared, htmlFiles, ...folders] };
}

/**
 * `site` sending the editor's old address, and any path below it to the same path, to the editor's site (302:
 * EDITOR_URL may change): /admin's link to the page of changes leads there. The browser keeps a link's fragment
 * across the redirect: /admin's links to a file's form still open that form.
 */
export function withEditorRedirect(site: HostingSite, editorUrl: string): HostingSite {
  const redirects = [
    { source: EDITOR_REDIRECT_SOURCES.folder, destination: `${editorUrl}/${EDITOR_PATH}/`, type: 302 },
    { source: EDITOR_REDIRECT_SOURCES.below, destination: `${editorUrl}/${EDITOR_PATH}/:rest*`, type: 302 },
  ];
  return { ...site, redirects: [...(site.redirects ?? []), ...redirects] };
}

/** The deployed configuration: the public site with its pages' policy and its way to the editor's site. */
export function deployConfig(config: FirebaseConfig, policy: string, editorUrl: string): FirebaseConfig {
  const site = hostingSite(config, HOSTING_TARGETS.site);
  hostingSite(config, HOSTING_TARGETS.editor);
  const hosting = config.hosting.map((each) =>
    each === site ? withEditorRedirect(withPagesPolicy(site, policy), editorUrl) : each,
  );
  return { ...config, hosting };
}

/** Reads firebase.json in `root`, writes the deployed configuration beside it, and returns that file's path. */
export function writeDeployConfig(root: string, policy: string, editorUrl: string): string {
  const source = JSON.parse(fs.readFileSync(path.join(root, "firebase.json"), "utf8")) as FirebaseConfig;
  const file = path.join(root, DEPLOY_CONFIG_FILE);
  fs.writeFileSync(file, `${JSON.stringify(deployConfig(source, policy, editorUrl), null, 2)}\n`);
  return file;
}
