import { createHash } from "node:crypto";
import {
  CONNECT_ORIGINS,
  FRAME_ORIGINS,
  inlineScripts,
  pagePolicy,
  pagesHeaderPolicy,
  sha256Source,
  withPagePolicy,
} from "./page-policy";

const PAGE = [
  '<!DOCTYPE html><html lang="he" dir="rtl"><head><meta charSet="utf-8"/><title>שלום</title>',
  '<script type="application/ld+json">{"@type":"Person","name":"עמית"}</script></head><body>',
  '<script type="module">const e="undefined"!=typeof HTMLImageElement;</script>',
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/shop";/*]]>*/</script>',
  "<script>\r\nwindow.___chunkMapping={};\r\n</script>",
  '<script src="/app-1.js" async></script></body></html>',
].join("");

const directives = (policy: string) =>
  new Map(policy.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]));

describe("inlineScripts", () => {
  it("finds the inline scripts that run, as the browser reads them, and leaves data blocks and files out", () => {
    expect(inlineScripts(PAGE)).toEqual([
      'const e="undefined"!=typeof HTMLImageElement;',
      '/*<![CDATA[*/window.pagePath="/shop";/*]]>*/',
      "\nwindow.___chunkMapping={};\n",
    ]);
  });
});

describe("sha256Source", () => {
  it("is the CSP hash source of the script's UTF-8 text", () => {
    const text = 'window.pagePath="/כיתות";';
    const digest = createHash("sha256").update(Buffer.from(text, "utf8")).digest("base64");
    expect(sha256Source(text)).toBe(`'sha256-${digest}'`);
    // A known vector: the empty script.
    expect(sha256Source("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe("pagePolicy", () => {
  const scripts = ["a()", "b()", "a()"];

  it("allows the site's scripts, reCAPTCHA and each inline script by its hash, never 'unsafe-inline'", () => {
    const policy = directives(pagePolicy(scripts, null));
    expect(policy.get("script-src")).toEqual([
      "'self'",
      "https://www.google.com/recaptcha/enterprise.js",
      "https://www.gstatic.com/recaptcha/releases/",
      sha256Source("a()"),
      sha256Source("b()"),
    ]);
    expect(policy.get("script-src")!.join(" ")).not.toMatch(/unsafe|\*/);
    expect(pagePolicy(scripts, null)).not.toMatch(/unsafe-eval|\*/);
  });

  it("in a build for a real project: the Firebase APIs over https only, and insecure requests upgraded", () => {
    const policy = directives(pagePolicy(scripts, null));
    expect(policy.get("connect-src")).toEqual(["'self'", ...CONNECT_ORIGINS]);
    expect(policy.get("connect-src")!.every((source) => source === "'self'" || source.startsWith("https://"))).toBe(
      true,
    );
    expect(policy.has("upgrade-insecure-requests")).toBe(true);
  });

  it("in a build that uses the Auth emulator: that emulator over http, and nothing upgraded", () => {
    const policy = directives(pagePolicy(scripts, "127.0.0.1:9099"));
    expect(policy.get("connect-src")).toEqual(["'self'", ...CONNECT_ORIGINS, "http://127.0.0.1:9099"]);
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
    expect(policy.get("script-src")).toEqual(directives(pagePolicy(scripts, null)).get("script-src"));
  });
});

describe("pagesHeaderPolicy", () => {
  it("is the pages' policy with the hashes of every page, and forbids framing, which a meta policy cannot", () => {
    const header = directives(pagesHeaderPolicy([sha256Source("b()"), sha256Source("a()")], null));
    const meta = directives(pagePolicy(["a()", "b()"], null));
    expect(header.get("frame-ancestors")).toEqual(["'none'"]);
    expect(meta.has("frame-ancestors")).toBe(false);
    header.delete("frame-ancestors");
    const sorted = (policy: Map<string | undefined, string[]>) =>
      new Map([...policy].map(([name, sources]) => [name, [...sources].sort()]));
    expect(sorted(header)).toEqual(sorted(meta));
  });

  it("limits every kind of load: the site by default, nothing from plugins, frames from the provider only", () => {
    const header = directives(pagesHeaderPolicy([], null));
    expect(header.get("default-src")).toEqual(["'self'"]);
    expect(header.get("object-src")).toEqual(["'none'"]);
    expect(header.get("frame-src")).toEqual(FRAME_ORIGINS);
    expect(header.get("base-uri")).toEqual(["'self'"]);
    expect(header.get("form-action")).toEqual(["'self'"]);
  });
});

describe("withPagePolicy", () => {
  it("puts the policy right after the charset, before anything that could run", () => {
    const html = withPagePolicy(PAGE, "script-src 'self' 'sha256-x'");
    expect(html).toContain(
      `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-x'"/><title>`,
    );
    expect(html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "")).toBe(PAGE);
  });

  it("replaces the policy that an earlier build gave a page Gatsby did not rewrite", () => {
    const earlier = withPagePolicy(PAGE, "script-src 'self' 'sha256-old'");
    expect(withPagePolicy(earlier, "script-src 'self' 'sha256-new'")).toBe(
      withPagePolicy(PAGE, "script-src 'self' 'sha256-new'"),
    );
  });

  it("refuses a page that runs a script before its policy, or has no charset <meta> to put it after", () => {
    expect(() => withPagePolicy('<html><script>x()</script><meta charSet="utf-8"/></html>', "a")).toThrow(
      /script comes before/,
    );
    expect(() => withPagePolicy("<html><head><title>x</title></head></html>", "a")).toThrow(
      /expected <meta charSet="utf-8"\/>/,
    );
  });
});
