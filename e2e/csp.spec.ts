/**
 * The Content-Security-Policy in firebase.json allows what the built pages load, and no more than it should:
 * every script, style, picture, video, font, frame and connection origin referenced by public/**.html, the
 * booking provider's pages from content/site.json, and the Firebase endpoints the sign-in code calls.
 */
import fs from "node:fs";
import path from "node:path";
import { test, expect } from "@playwright/test";
import site from "../content/site.json";

const ROOT = path.join(__dirname, "..");
const SITE_ORIGIN = new URL(site.siteUrl).origin;

type Policy = Map<string, string[]>;

function hostingCsp(): Policy {
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, "firebase.json"), "utf8"));
  const headers = config.hosting.headers.flatMap((rule: { headers: { key: string; value: string }[] }) => rule.headers);
  const csp = headers.find((header: { key: string }) => header.key === "Content-Security-Policy")?.value as string;
  return new Map(
    csp
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** Whether the policy lets `directive` load `url` (CSP level 3 source matching, the parts this site uses). */
function allows(policy: Policy, directive: string, url: string): boolean {
  const sources = policy.get(directive) ?? policy.get("default-src") ?? [];
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

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "~partytown" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** What a built page loads, by CSP directive. */
function loadsOf(html: string): { directive: string; url: string }[] {
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

test.describe("the Content-Security-Policy in firebase.json", () => {
  const policy = hostingCsp();

  test("allows every resource the built pages reference", () => {
    const files = htmlFiles(path.join(ROOT, "public"));
    expect(files.length).toBeGreaterThan(10);
    const refused: string[] = [];
    for (const file of files) {
      const html = fs.readFileSync(file, "utf8");
      for (const { directive, url } of loadsOf(html)) {
        if (!allows(policy, directive, url)) refused.push(`${path.relative(ROOT, file)}: ${directive} ${url}`);
      }
      if (/<script(?![^>]*\bsrc=)[^>]*>[^<]/.test(html)) {
        if (!policy.get("script-src")?.includes("'unsafe-inline'")) refused.push(`${file}: inline script`);
      }
      if (/<style\b|\sstyle="/.test(html) && !policy.get("style-src")?.includes("'unsafe-inline'")) {
        refused.push(`${file}: inline style`);
      }
    }
    expect(refused).toEqual([]);
  });

  test("allows the booking provider's pages in frames, and the Firebase and reCAPTCHA endpoints", () => {
    const providerPages = [site.bookingProvider.trialFormUrl, site.bookingProvider.loginUrl];
    for (const url of providerPages) expect(allows(policy, "frame-src", url), url).toBe(true);
    // Each frame asks its address whether the provider answers (src/hooks/useReachability.ts).
    for (const url of providerPages) expect(allows(policy, "connect-src", url), url).toBe(true);
    for (const url of [
      "https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword",
      "https://securetoken.googleapis.com/v1/token",
      "https://firestore.googleapis.com/google.firestore.v1.Firestore/Listen/channel",
      "https://firebasestorage.googleapis.com/v0/b/bucket/o/videos%2Fhero.mp4",
      "https://content-firebaseappcheck.googleapis.com/v1/projects/p/apps/a:exchangeRecaptchaEnterpriseToken",
    ]) {
      expect(allows(policy, "connect-src", url), url).toBe(true);
    }
    expect(allows(policy, "script-src", "https://www.google.com/recaptcha/enterprise.js")).toBe(true);
    expect(allows(policy, "frame-src", "https://www.google.com/recaptcha/enterprise/anchor")).toBe(true);
    expect(allows(policy, "media-src", "https://firebasestorage.googleapis.com/v0/b/bucket/o/x.mp4")).toBe(true);
  });

  test("allows nothing else: other origins, other frames, being framed, plugins", () => {
    expect(allows(policy, "script-src", "https://cdn.evil.example/x.js")).toBe(false);
    expect(allows(policy, "script-src", "https://www.google.com/search")).toBe(false);
    expect(allows(policy, "frame-src", "https://www.youtube.com/embed/x")).toBe(false);
    expect(allows(policy, "connect-src", "https://api.evil.example/collect")).toBe(false);
    expect(allows(policy, "img-src", "https://tracker.example/pixel.gif")).toBe(false);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    const frameOrigins = new Set((policy.get("frame-src") ?? []).map((source) => new URL(source).origin));
    expect(frameOrigins).toEqual(
      new Set([
        new URL(site.bookingProvider.loginUrl).origin,
        new URL(site.bookingProvider.trialFormUrl).origin,
        "https://www.google.com",
        "https://recaptcha.google.com",
      ]),
    );
  });

  test("comes with the other security headers", () => {
    const config = JSON.parse(fs.readFileSync(path.join(ROOT, "firebase.json"), "utf8"));
    const all = config.hosting.headers.find((rule: { source: string }) => rule.source === "**").headers as {
      key: string;
      value: string;
    }[];
    const header = (key: string) => all.find((entry) => entry.key === key)?.value;
    expect(header("Strict-Transport-Security")).toMatch(/max-age=\d{8,}/);
    expect(header("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(header("Permissions-Policy")).toMatch(/camera=\(\)/);
    expect(header("X-Content-Type-Options")).toBe("nosniff");
  });
});
