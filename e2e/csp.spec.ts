/**
 * The Content-Security-Policy: the pages' header in the deployed Hosting configuration and each built page's meta
 * policy allow what the pages load and no more (parsed from the files here), and a browser on the Hosting emulator
 * runs every page under them without a violation while an injected script or handler is refused
 * (csp-browser.spec.ts). What the emulator sends for pages and for other files: headers.spec.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { test, expect } from "@playwright/test";
import site from "../content/site.json";
import {
  ROOT,
  allows,
  headerPolicy,
  hostingHeaders,
  htmlFiles,
  loadsOf,
  metaPolicies,
  sourcesFor,
  type Policy,
} from "./csp-policy";
import { SITE_AUTH_HOST } from "./servers";

/** Every fetch directive of CSP level 3 that this site's pages could need. */
const FETCH_DIRECTIVES = [
  "script-src",
  "style-src",
  "img-src",
  "media-src",
  "font-src",
  "connect-src",
  "frame-src",
  "worker-src",
  "manifest-src",
  "object-src",
];

const pages = () => htmlFiles().map((file) => ({ file, html: fs.readFileSync(file, "utf8") }));
const homePolicies = (): Policy[] => [
  headerPolicy(),
  ...metaPolicies(fs.readFileSync(path.join(ROOT, "public/index.html"), "utf8")),
];

test.describe("the Content-Security-Policy of the built site", () => {
  test("every page has one meta policy, before any script, with no 'unsafe-inline' for scripts", () => {
    const all = pages();
    expect(all.length).toBeGreaterThan(10);
    for (const { file, html } of all) {
      const name = path.relative(ROOT, file);
      const metas = metaPolicies(html);
      expect(metas, name).toHaveLength(1);
      expect(html.indexOf('http-equiv="Content-Security-Policy"'), name).toBeLessThan(html.indexOf("<script"));
      const scriptSources = metas[0]!.get("script-src") ?? [];
      expect(scriptSources, name).not.toContain("'unsafe-inline'");
      const inline = new Set(
        // Not the data blocks: schema.org data, and the bundles that wait for the largest paint (text/plain).
        [
          ...html.matchAll(
            /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)(?![^>]*text\/plain)[^>]*>([\s\S]*?)<\/script>/g,
          ),
        ].map(([, text]) => text),
      );
      expect(
        scriptSources.filter((source) => source.startsWith("'sha256-")),
        name,
      ).toHaveLength(inline.size);
    }
  });

  test("the pages' header is every page's meta policy, with the hashes of all pages and no framing", () => {
    const header = headerPolicy();
    expect(header.get("script-src")).not.toContain("'unsafe-inline'");
    for (const { file, html } of pages()) {
      const meta = metaPolicies(html)[0]!;
      for (const [directive, sources] of meta) {
        const inHeader = header.get(directive) ?? [];
        expect(
          sources.filter((source) => !inHeader.includes(source)),
          `${path.relative(ROOT, file)} ${directive}`,
        ).toEqual([]);
        if (directive !== "script-src") expect(inHeader, directive).toEqual(sources);
      }
      expect([...header.keys()].filter((directive) => !meta.has(directive))).toEqual(["frame-ancestors"]);
    }
    for (const directive of [...FETCH_DIRECTIVES, "default-src", "base-uri", "form-action"]) {
      expect(header.has(directive), directive).toBe(true);
    }
  });

  test("allows every resource the built pages reference, and their inline styles", () => {
    const refused: string[] = [];
    for (const { file, html } of pages()) {
      const policies = [headerPolicy(), ...metaPolicies(html)];
      for (const { directive, url } of loadsOf(html)) {
        if (!allows(policies, directive, url)) refused.push(`${path.relative(ROOT, file)}: ${directive} ${url}`);
      }
    }
    expect(refused).toEqual([]);
    // Gatsby's critical CSS and the pictures' style attributes are inline (docs/hosting.md).
    expect(sourcesFor(headerPolicy(), "style-src")).toContain("'unsafe-inline'");
  });

  test("allows the booking provider's pages in frames, and the Firebase and reCAPTCHA endpoints", () => {
    const policies = homePolicies();
    const providerPages = [site.bookingProvider.trialFormUrl, site.bookingProvider.loginUrl];
    for (const url of providerPages) expect(allows(policies, "frame-src", url), url).toBe(true);
    // Each frame asks its address whether the provider answers (src/hooks/useReachability.ts).
    for (const url of providerPages) expect(allows(policies, "connect-src", url), url).toBe(true);
    for (const url of [
      "https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword",
      "https://securetoken.googleapis.com/v1/token",
      "https://firestore.googleapis.com/google.firestore.v1.Firestore/Listen/channel",
      "https://firebasestorage.googleapis.com/v0/b/bucket/o/videos%2Fhero.mp4",
      "https://content-firebaseappcheck.googleapis.com/v1/projects/p/apps/a:exchangeRecaptchaEnterpriseToken",
    ]) {
      expect(allows(policies, "connect-src", url), url).toBe(true);
    }
    expect(allows(policies, "script-src", "https://www.google.com/recaptcha/enterprise.js")).toBe(true);
    expect(allows(policies, "script-src", "https://www.gstatic.com/recaptcha/releases/v1/recaptcha__he.js")).toBe(true);
    // reCAPTCHA's scripts only, not whatever else Google serves under the same folders.
    for (const url of ["https://www.google.com/recaptcha/api.js", "https://www.gstatic.com/recaptcha/other.js"])
      expect(allows(policies, "script-src", url), url).toBe(false);
    expect(allows(policies, "frame-src", "https://www.google.com/recaptcha/enterprise/anchor")).toBe(true);
    expect(allows(policies, "media-src", "https://firebasestorage.googleapis.com/v0/b/bucket/o/x.mp4")).toBe(true);
  });

  test("this demo build allows its Auth emulator over http, and so does not upgrade requests", () => {
    const [, meta] = homePolicies() as [Policy, Policy];
    expect(meta.get("connect-src")).toContain(`http://${SITE_AUTH_HOST}`);
    expect(meta.has("upgrade-insecure-requests")).toBe(false);
    expect(headerPolicy().has("upgrade-insecure-requests")).toBe(false);
  });

  test("allows nothing else: other origins, other frames, being framed, plugins", () => {
    const policies = homePolicies();
    const header = headerPolicy();
    expect(allows(policies, "script-src", "https://cdn.evil.example/x.js")).toBe(false);
    expect(allows(policies, "script-src", "https://www.google.com/search")).toBe(false);
    expect(allows(policies, "frame-src", "https://www.youtube.com/embed/x")).toBe(false);
    expect(allows(policies, "connect-src", "https://api.evil.example/collect")).toBe(false);
    expect(allows(policies, "connect-src", "http://127.0.0.1:8080/")).toBe(false);
    expect(allows(policies, "img-src", "https://tracker.example/pixel.gif")).toBe(false);
    expect(header.get("frame-ancestors")).toEqual(["'none'"]);
    expect(header.get("object-src")).toEqual(["'none'"]);
    const frameOrigins = new Set((header.get("frame-src") ?? []).map((source) => new URL(source).origin));
    expect(frameOrigins).toEqual(
      new Set([
        new URL(site.bookingProvider.loginUrl).origin,
        new URL(site.bookingProvider.trialFormUrl).origin,
        "https://www.google.com",
        "https://recaptcha.google.com",
      ]),
    );
  });

  test("comes with the other security headers; payment only for the booking provider's frame", () => {
    const header = hostingHeaders();
    expect(header["Strict-Transport-Security"]).toMatch(/max-age=\d{8,}/);
    expect(header["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(header["Permissions-Policy"]).toMatch(/camera=\(\)/);
    expect(header["Permissions-Policy"]).toContain(
      `payment=(self "${new URL(site.bookingProvider.trialFormUrl).origin}")`,
    );
    expect(header["X-Content-Type-Options"]).toBe("nosniff");
    expect(header["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(header["Cross-Origin-Resource-Policy"]).toBe("same-origin");
  });
});

test("the built pages hold no NUL bytes", () => {
  const dirty = pages()
    .filter(({ html }) => html.includes("\0"))
    .map(({ file }) => path.relative(ROOT, file));
  expect(dirty).toEqual([]);
});
