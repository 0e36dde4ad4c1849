/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  deployConfig,
  DEPLOY_CONFIG_FILE,
  hostingSite,
  PAGE_SOURCES,
  withPagesPolicy,
  writeDeployConfig,
  type FirebaseConfig,
  type HostingSite,
} from "./hosting-config";
import { PERMISSIONS_POLICY } from "./permissions-policy";
import { BOOKING_PROVIDER_ORIGINS } from "../../../src/content/booking-provider-origins";

const EDITOR_POLICY = "default-src 'self'; connect-src 'self' https://api.github.com";
const SITE: HostingSite = {
  target: "site",
  public: "public",
  headers: [
    { source: "**", headers: [{ key: "X-Content-Type-Options", value: "nosniff" }] },
    { source: "**/*.*", headers: [{ key: "Content-Security-Policy", value: "default-src 'none'" }] },
    { source: "/admin/content{,/**}", headers: [{ key: "Content-Security-Policy", value: EDITOR_POLICY }] },
    { source: "/*.@(js|css)", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
  ],
};
const EDITOR: HostingSite = {
  target: "editor",
  public: "public-editor",
  headers: [{ source: "**", headers: [{ key: "Content-Security-Policy", value: EDITOR_POLICY }] }],
};
const SOURCE: FirebaseConfig = { hosting: [SITE, EDITOR], firestore: { rules: "firestore.rules" } };
const EDITOR_URL = "https://edit.motionlab.example";
const POLICY = "script-src 'self' 'sha256-abc'; frame-ancestors 'none'";

/** The Content-Security-Policy Hosting sends for `path`: the last matching rule that names it wins. */
function policyFor(config: HostingSite, requestPath: string): string | undefined {
  const matches = (source: string) =>
    source === "**" ||
    (source === "**/*.*" && /\.[^/]+$/.test(requestPath)) ||
    (source === "**/*.html" && requestPath.endsWith(".html")) ||
    (source === "/admin/content{,/**}" && /^\/admin\/content(\/|$)/.test(requestPath));
  return (config.headers ?? [])
    .filter((rule) => matches(rule.source))
    .flatMap((rule) => rule.headers)
    .filter((header) => header.key === "Content-Security-Policy")
    .pop()?.value;
}

describe("withPagesPolicy", () => {
  const config = withPagesPolicy(SITE, POLICY);

  it("keeps firebase.json's own settings and rules, in their order, between the pages' two rules", () => {
    expect(config.public).toBe("public");
    const sources = config.headers!.map((rule) => rule.source);
    expect(sources).toEqual([
      PAGE_SOURCES.everyPath,
      "**",
      "**/*.*",
      "/*.@(js|css)",
      PAGE_SOURCES.htmlFiles,
      "/admin/content{,/**}",
    ]);
    expect(SITE.headers).toHaveLength(4);
  });

  it("leaves a folder's own policy last: it keeps it by its path and by its file name", () => {
    for (const editor of ["/admin/content", "/admin/content/index.html", "/admin/content/config.json"]) {
      expect(policyFor(config, editor)).toBe(EDITOR_POLICY);
    }
    expect(policyFor(config, "/admin")).toBe(POLICY);
  });

  it("gives pages, unknown paths and .html files the pages' policy, and other files the strict one", () => {
    for (const page of ["/", "/classes/tissu", "/no-such-page", "/index.html", "/404.html"]) {
      expect(policyFor(config, page)).toBe(POLICY);
    }
    for (const file of ["/logo.svg", "/sitemap-index.xml", "/page-data/app-data.json", "/app-1.js"]) {
      expect(policyFor(config, file)).toBe("default-src 'none'");
    }
  });
});

describe("deployConfig", () => {
  const config = deployConfig(SOURCE, POLICY, EDITOR_URL);

  it("gives the public site its pages' policy and leaves the editor's site, and the rest, as firebase.json has them", () => {
    expect(hostingSite(config, "site").headers).toEqual(withPagesPolicy(SITE, POLICY).headers);
    expect(hostingSite(config, "editor")).toEqual(EDITOR);
    expect(config.firestore).toEqual(SOURCE.firestore);
  });

  it("sends the public site's /admin/content/, and every path below it, to the editor's own site", () => {
    expect(hostingSite(config, "site").redirects).toEqual([
      { source: "/admin/content", destination: `${EDITOR_URL}/admin/content/`, type: 302 },
      { source: "/admin/content/:rest*", destination: `${EDITOR_URL}/admin/content/:rest*`, type: 302 },
    ]);
  });

  it("stops the build when firebase.json lacks one of the two sites", () => {
    expect(() => deployConfig({ hosting: [SITE] }, POLICY, EDITOR_URL)).toThrow(/target "editor"/);
    expect(() => deployConfig({ hosting: [SITE, SITE, EDITOR] }, POLICY, EDITOR_URL)).toThrow(/2 Hosting sites/);
  });
});

describe("firebase.json", () => {
  const own = JSON.parse(fs.readFileSync(path.join(__dirname, "../../../firebase.json"), "utf8")) as FirebaseConfig;
  const headers = (site: HostingSite) =>
    Object.fromEntries(site.headers!.flatMap((rule) => rule.headers).map(({ key, value }) => [key, value]));

  it("serves the editor's own site with its own policy, which lets it reach GitHub and open the sign-in window", () => {
    const editor = hostingSite(own, "editor");
    expect(editor.public).toBe("public-editor");
    expect(editor.headers!.map((rule) => rule.source)).toEqual(["**"]);
    const policy = headers(editor)["Content-Security-Policy"]!;
    expect(policy).toContain("connect-src 'self' data: blob: https://api.github.com https://www.githubstatus.com;");
    expect(policy).toContain("script-src 'self';");
    // The sign-in window must keep its opener, to tell the editor the token.
    expect(headers(editor)["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
    expect(headers(editor)["X-Robots-Tag"]).toBe("noindex, nofollow");
  });

  it("keeps the public site's policy as strict as it was, with nothing of the editor's", () => {
    const site = hostingSite(own, "site");
    expect(site.headers!.map((rule) => rule.source)).not.toContain("/admin/content{,/**}");
    expect(JSON.stringify(site)).not.toContain("api.github.com");
    expect(headers(site)["Cross-Origin-Opener-Policy"]).toBe("same-origin");
  });
});

describe("the Permissions-Policy", () => {
  const config = withPagesPolicy(SITE, POLICY);
  const permissions = config
    .headers!.flatMap((rule) => rule.headers.map((header) => ({ source: rule.source, ...header })))
    .filter((header) => header.key === "Permissions-Policy");

  it("is sent for every path, made from the booking provider's origins in code, with no retired feature", () => {
    expect(permissions).toEqual([{ source: "**", key: "Permissions-Policy", value: PERMISSIONS_POLICY }]);
    expect(PERMISSIONS_POLICY).toBe(
      `camera=(), microphone=(), geolocation=(), payment=(self ${BOOKING_PROVIDER_ORIGINS.map((origin) => `"${origin}"`).join(" ")}), usb=()`,
    );
    // FLoC's `interest-cohort` is gone from browsers: naming it only makes Chromium warn in the console.
    expect(PERMISSIONS_POLICY).not.toContain("interest-cohort");
  });

  it("is not firebase.json's to set: the build refuses one there", () => {
    const own = JSON.parse(fs.readFileSync(path.join(__dirname, "../../../firebase.json"), "utf8")) as FirebaseConfig;
    expect(() => deployConfig(own, POLICY, EDITOR_URL)).not.toThrow();
    const withOwn: HostingSite = {
      headers: [{ source: "**", headers: [{ key: "Permissions-Policy", value: "payment=*" }] }],
    };
    expect(() => withPagesPolicy(withOwn, POLICY)).toThrow(/made from the booking provider's origins/);
  });
});

describe("writeDeployConfig", () => {
  it("writes firebase.json with the pages' policy and the way to the editor beside it", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-config-"));
    fs.writeFileSync(path.join(root, "firebase.json"), JSON.stringify(SOURCE));
    const file = writeDeployConfig(root, POLICY, EDITOR_URL);
    expect(file).toBe(path.join(root, DEPLOY_CONFIG_FILE));
    expect(JSON.parse(fs.readFileSync(file, "utf8"))).toEqual(deployConfig(SOURCE, POLICY, EDITOR_URL));
    fs.rmSync(root, { recursive: true });
  });
});
