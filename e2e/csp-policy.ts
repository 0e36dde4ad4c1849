/**
 * Reading the site's Content-Security-Policy as a browser does: the pages' header from the deployed Hosting
 * configuration (firebase.deploy.json, written by the build) and each built page's <meta http-equiv> policy, both
 * enforced, so a load is allowed only when every policy allows it.
 */
import fs from "node:fs";
import path from "node:path";
import { hostingSite, type FirebaseConfig } from "../site-build/gatsby-node/post-build/hosting-config";

export const ROOT = path.join(__dirname, "..");
export const PUBLIC = path.join(ROOT, "public");
const SITE_ORIGIN = "https://www.motionlab.example";

export type Policy = Map<string, string[]>;

export const parsePolicy = (text: string): Policy =>
  new Map(
    text
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );

/**
 * The headers of a page of the public site (or of the editor's own site): the deployed configuration's rules for
 * every path, the last one winning for a name.
 */
export function hostingHeaders(target: "site" | "editor" = "site"): Record<string, string> {
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, "firebase.deploy.json"), "utf8")) as FirebaseConfig;
  const rules = (hostingSite(config, target).headers ?? []).filter((rule) => rule.source === "**");
  return Object.fromEntries(rules.flatMap((rule) => rule.headers).map(({ key, value }) => [key, value]));
}

export const headerPolicy = (): Policy => parsePolicy(hostingHeaders()["Content-Security-Policy"]!);

/** The page's meta policies, in document order (the build writes exactly one). */
export const metaPolicies = (html: string): Policy[] =>
  [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/g)].map(([, content]) =>
    parsePolicy(content!.replace(/&quot;/g, '"').replace(/&amp;/g, "&")),
  );

/** The fetch directives a source list falls back through (CSP level 3). */
const FALLBACK: Record<string, string[]> = {
  "script-src-elem": ["script-src-elem", "script-src", "default-src"],
  "script-src": ["script-src", "default-src"],
  "frame-src": ["frame-src", "child-src", "default-src"],
  "worker-src": ["worker-src", "child-src", "script-src", "default-src"],
};

/** The sources one policy applies to `directive`, or null when it does not restrict it. */
export function sourcesFor(policy: Policy, directive: string): string[] | null {
  for (const name of FALLBACK[directive] ?? [directive, "default-src"]) {
    const sources = policy.get(name);
    if (sources) return sources;
  }
  return null;
}

function policyAllows(policy: Policy, directive: string, url: string): boolean {
  const sources = sourcesFor(policy, directive);
  if (!sources) return true;
  const target = new URL(url, SITE_ORIGIN);
  if (target.protocol === "data:") return sources.includes("data:");
  return sources.some((source) => {
    if (source === "'self'") return target.origin === SITE_ORIGIN;
    if (!/^https?:\/\//.test(source)) return false;
    const allowed = new URL(source);
    if (allowed.origin !== target.origin) return false;
    return allowed.pathname.endsWith("/")
      ? target.pathname.startsWith(allowed.pathname)
      : allowed.pathname === "/" || target.pathname === allowed.pathname;
  });
}

/** Whether every one of the policies lets `directive` load `url`. */
export const allows = (policies: Policy[], directive: string, url: string) =>
  policies.every((policy) => policyAllows(policy, directive, url));

export function htmlFiles(dir = PUBLIC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "_gatsby" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** What a built page loads, by CSP directive. */
export function loadsOf(html: string): { directive: string; url: string }[] {
  const loads: { directive: string; url: string }[] = [];
  const add = (directive: string, url: string | undefined) => {
    if (url) loads.push({ directive, url: url.replace(/&amp;/g, "&") });
  };
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) add("script-src", attribute(tag, "src"));
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attribute(tag, "rel") ?? "";
    const as = attribute(tag, "as");
    if (rel === "stylesheet" || as === "style") add("style-src", attribute(tag, "href"));
    else if (as === "script") add("script-src", attribute(tag, "href"));
    else if (as === "font") add("font-src", attribute(tag, "href"));
    else if (/icon/.test(rel) || as === "image") add("img-src", attribute(tag, "href"));
  }
  for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
    add("img-src", attribute(tag, "src"));
    for (const candidate of (attribute(tag, "srcset") ?? "").split(","))
      add("img-src", candidate.trim().split(/\s+/)[0]);
  }
  for (const [tag] of html.matchAll(/<source\b[^>]*>/g)) {
    const directive = /type="video/.test(tag) || /\.(mp4|webm)/.test(tag) ? "media-src" : "img-src";
    add(directive, attribute(tag, "src"));
    for (const candidate of (attribute(tag, "srcset") ?? "").split(","))
      add(directive, candidate.trim().split(/\s+/)[0]);
  }
  for (const [tag] of html.matchAll(/<video\b[^>]*>/g)) {
    add("media-src", attribute(tag, "src"));
    add("img-src", attribute(tag, "poster"));
  }
  for (const [tag] of html.matchAll(/<iframe\b[^>]*>/g)) add("frame-src", attribute(tag, "src"));
  for (const [, url] of html.matchAll(/url\((?:&quot;|["'])?([^)"'&]+)/g))
    if (!url!.startsWith("#")) add("img-src", url);
  return loads;
}
