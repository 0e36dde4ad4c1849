/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  DEPLOY_CONFIG_FILE,
  PAGE_SOURCES,
  withPagesPolicy,
  writeDeployConfig,
  type FirebaseConfig,
} from "./hosting-config";
import { PERMISSIONS_POLICY } from "./permissions-policy";
import { BOOKING_PROVIDER_ORIGINS } from "../../../src/content/booking-provider-origins";

const EDITOR_POLICY = "default-src 'self'; connect-src 'self' https://api.github.com";
const SOURCE: FirebaseConfig = {
  hosting: {
    public: "public",
    headers: [
      { source: "**", headers: [{ key: "X-Content-Type-Options", value: "nosniff" }] },
      { source: "**/*.*", headers: [{ key: "Content-Security-Policy", value: "default-src 'none'" }] },
      { source: "/admin/content{,/**}", headers: [{ key: "Content-Security-Policy", value: EDITOR_POLICY }] },
      { source: "/*.@(js|css)", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
    ],
  },
  firestore: { rules: "firestore.rules" },
};
const POLICY = "script-src 'self' 'sha256-abc'; frame-ancestors 'none'";

/** The Content-Security-Policy Hosting sends for `path`: the last matching rule that names it wins. */
function policyFor(config: FirebaseConfig, requestPath: string): string | undefined {
  const matches = (source: string) =>
    source === "**" ||
    (source === "**/*.*" && /\.[^/]+$/.test(requestPath)) ||
    (source === "**/*.html" && requestPath.endsWith(".html")) ||
    (source === "/admin/content{,/**}" && /^\/admin\/content(\/|$)/.test(requestPath));
  return (config.hosting.headers ?? [])
    .filter((rule) => matches(rule.source))
    .flatMap((rule) => rule.headers)
    .filter((header) => header.key === "Content-Security-Policy")
    .pop()?.value;
}

describe("withPagesPolicy", () => {
  const config = withPagesPolicy(SOURCE, POLICY);

  it("keeps firebase.json's own settings and rules, in their order, between the pages' two rules", () => {
    expect(config.firestore).toEqual(SOURCE.firestore);
    expect(config.hosting.public).toBe("public");
    const sources = config.hosting.headers!.map((rule) => rule.source);
    expect(sources).toEqual([
      PAGE_SOURCES.everyPath,
      "**",
      "**/*.*",
      "/*.@(js|css)",
      PAGE_SOURCES.htmlFiles,
      "/admin/content{,/**}",
    ]);
    expect(SOURCE.hosting.headers).toHaveLength(4);
  });

  it("leaves a folder's own policy last: the content editor keeps it by its path and by its file name", () => {
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

describe("the Permissions-Policy", () => {
  const config = withPagesPolicy(SOURCE, POLICY);
  const permissions = config.hosting
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
    expect(() => withPagesPolicy(own, POLICY)).not.toThrow();
    const withOwn: FirebaseConfig = {
      hosting: { headers: [{ source: "**", headers: [{ key: "Permissions-Policy", value: "payment=*" }] }] },
    };
    expect(() => withPagesPolicy(withOwn, POLICY)).toThrow(/made from the booking provider's origins/);
  });
});

describe("writeDeployConfig", () => {
  it("writes firebase.json with the pages' policy beside it", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-config-"));
    fs.writeFileSync(path.join(root, "firebase.json"), JSON.stringify(SOURCE));
    const file = writeDeployConfig(root, POLICY);
    expect(file).toBe(path.join(root, DEPLOY_CONFIG_FILE));
    expect(JSON.parse(fs.readFileSync(file, "utf8"))).toEqual(withPagesPolicy(SOURCE, POLICY));
    fs.rmSync(root, { recursive: true });
  });
});
