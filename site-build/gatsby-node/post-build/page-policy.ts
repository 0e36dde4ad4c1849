import { createHash } from "node:crypto";
import { BOOKING_PROVIDER_ORIGINS } from "../../../src/content/booking-provider-origins";
import { findMarker } from "./marker";
import type { PageStep } from "./page-pass";

/**
 * The pages' Content-Security-Policy (docs/hosting.md), written at build time twice: into every built page as a
 * `<meta http-equiv="Content-Security-Policy">` with the hashes of that page's inline scripts, and into the deployed
 * Hosting configuration as the response header of every page, with the hashes of all pages (hosting-config.ts).
 * Files that are not pages get firebase.json's strict policy (`default-src 'none'`) instead.
 *  - `script-src`: the site's own files, reCAPTCHA (App Check), and the SHA-256 hash of each inline script
 *    (Gatsby writes the page's path, the chunk map and the build hash inline, different in every build).
 *    No 'unsafe-inline': an injected <script> or `onerror=` handler does not run.
 *  - `connect-src`: the site, the booking provider's origins (src/content/booking-provider-origins.ts: code, not
 *    content), since each embedded frame first asks whether its page answers:
 *    src/hooks/useReachability.ts), the Firebase APIs, and in a build that uses the Auth emulator that emulator over
 *    plain http; `upgrade-insecure-requests` only in builds for a real project (it would turn the emulator's
 *    http://127.0.0.1 into https).
 *  - `frame-src`: the booking provider's pages and reCAPTCHA; pictures and videos from the site and the storage
 *    bucket; styles from the site and inline (Gatsby's critical CSS, the pictures' style attributes).
 *  - `frame-ancestors 'none'` (nobody may frame the site) only in the header: a meta policy cannot hold it.
 */
/**
 * reCAPTCHA's scripts and no more of Google's: App Check's reCAPTCHA Enterprise provider loads the one file
 * enterprise.js (an exact path: a source not ending in "/" matches that path alone), which loads its release from
 * gstatic under a versioned folder that changes with each release, so that folder's parent is the narrowest source.
 */
export const RECAPTCHA_SCRIPTS = [
  "https://www.google.com/recaptcha/enterprise.js",
  "https://www.gstatic.com/recaptcha/releases/",
];
const SCRIPT_ORIGINS = RECAPTCHA_SCRIPTS;

export const CONNECT_ORIGINS = [
  ...BOOKING_PROVIDER_ORIGINS,
  "https://identitytoolkit.googleapis.com",
  "https://securetoken.googleapis.com",
  "https://firestore.googleapis.com",
  "https://firebasestorage.googleapis.com",
  "https://content-firebaseappcheck.googleapis.com",
  "https://www.google.com/recaptcha/",
];

/** Script types a browser runs; anything else (JSON-LD, application/json) is a data block that CSP leaves alone. */
const RUNNABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

/** The text of each inline script of a page that a browser would run, as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1] ?? "";
    // The HTML parser turns CR LF and CR into LF before a script's text is hashed.
    if (RUNNABLE_TYPE.test(type)) scripts.push(text.replace(/\r\n?/g, "\n"));
  }
  return scripts;
}

/** A CSP hash source: 'sha256-<base64 of the UTF-8 text's SHA-256>'. */
export const sha256Source = (text: string): string =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const STORAGE = "https://firebasestorage.googleapis.com";

export const FRAME_ORIGINS = [
  ...BOOKING_PROVIDER_ORIGINS,
  "https://www.google.com/recaptcha/",
  "https://recaptcha.google.com/recaptcha/",
];

/** The directives of every page's policy; `hashes` are CSP hash sources, `authEmulatorHost` as in src/lib/firebase-settings.ts. */
function pageDirectives(hashes: string[], authEmulatorHost: string | null): string[][] {
  const connect = ["'self'", ...CONNECT_ORIGINS, ...(authEmulatorHost ? [`http://${authEmulatorHost}`] : [])];
  return [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...SCRIPT_ORIGINS, ...new Set(hashes)],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", STORAGE],
    ["media-src", "'self'", STORAGE],
    ["font-src", "'self'"],
    ["connect-src", ...connect],
    ["frame-src", ...FRAME_ORIGINS],
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ...(authEmulatorHost ? [] : [["upgrade-insecure-requests"]]),
  ];
}

const policyText = (directives: string[][]) => directives.map((directive) => directive.join(" ")).join("; ");

/** The meta policy of a page whose inline scripts are `scripts`; `authEmulatorHost` as in src/lib/firebase-settings.ts. */
export const pagePolicy = (scripts: string[], authEmulatorHost: string | null): string =>
  policyText(pageDirectives(scripts.map(sha256Source), authEmulatorHost));

/** The pages' response header: the same policy, allowing the inline scripts of every page, and no framing. */
export const pagesHeaderPolicy = (hashes: string[], authEmulatorHost: string | null): string =>
  policyText([...pageDirectives([...hashes].sort(), authEmulatorHost), ["frame-ancestors", "'none'"]]);

const STEP = "script policy";
const META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;
const CHARSET = /<meta charSet="utf-8"\/>/;

/**
 * The page with its policy as the first thing after the charset declaration: a meta policy covers only what the
 * parser meets after it. A policy from an earlier build is replaced: Gatsby leaves unchanged pages in place and
 * rewrites only their build hash. Throws when the page has no charset <meta> (Gatsby writes it first in every head)
 * or holds a script before it.
 */
export function withPagePolicy(html: string, policy: string): string {
  const page = html.replace(META, "");
  const anchor = findMarker(page, CHARSET, STEP, '<meta charSet="utf-8"/> at the top of the head');
  const at = anchor.index + anchor[0].length;
  if (/<script\b/i.test(page.slice(0, at))) throw new Error(`${STEP}: a script comes before the page's policy`);
  const content = policy.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  return `${page.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${content}"/>${page.slice(at)}`;
}

/** Every page's own policy, hashing the inline scripts as they will be served: the last step of the pass. */
export const pagePolicyStep = (authEmulatorHost: string | null): PageStep => ({
  name: STEP,
  rewrite: (html) => withPagePolicy(html, pagePolicy(inlineScripts(html), authEmulatorHost)),
});
