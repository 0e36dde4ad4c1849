/**
 * The response-header tests of MDN's HTTP Observatory, as the project's own rules on the headers a page is served
 * with. The Observatory's npm package brought a database driver, a web server, an error tracker and an install
 * script that downloads from another host into every install of this static site, to grade seven headers: its
 * rules are short, and here each one is tested on passing and failing headers (header-rules.test.ts).
 * The two tests that are the host's and not the headers' are left out: the redirection of http:// to https://
 * (Firebase Hosting does it for every site) and HSTS preloading (a list kept by the browsers).
 */

/** A response's headers, their names lower-cased (as Playwright and Node's fetch give them). */
export type Headers = Readonly<Record<string, string | undefined>>;

export interface HeaderRule {
  /** The Observatory's name for the test. */
  name: string;
  /** What a page's headers must say, in one sentence. */
  rule: string;
  passes(headers: Headers): boolean;
}

/** A policy's directives, each with its sources lower-cased: `default-src 'none'; img-src 'self'` → {default-src: ['none']…}. */
export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().toLowerCase().split(/\s+/);
    if (name && !directives.has(name)) directives.set(name, sources);
  }
  return directives;
}

/** The sources that apply to `directive`: its own, else default-src's (CSP's fallback for fetch directives). */
const sourcesOf = (policy: Map<string, string[]>, directive: string) =>
  policy.get(directive) ?? policy.get("default-src");

/** Sources that let any script in: any host, any scheme's hosts, inline code, eval. */
const UNSAFE_SCRIPT_SOURCE = /^(\*|https?:|data:|blob:|'unsafe-inline'|'unsafe-eval'|'unsafe-hashes')$/;

function contentSecurityPolicy(headers: Headers): boolean {
  const header = headers["content-security-policy"];
  if (!header) return false;
  const policy = parsePolicy(header);
  const scripts = sourcesOf(policy, "script-src");
  const objects = sourcesOf(policy, "object-src");
  const restricts = (directive: string) => {
    const sources = policy.get(directive);
    return !!sources && sources.every((source) => source === "'none'" || source === "'self'");
  };
  return (
    !!scripts &&
    !scripts.some((source) => UNSAFE_SCRIPT_SOURCE.test(source)) &&
    !!objects &&
    objects.join(" ") === "'none'" &&
    (policy.get("default-src") ?? []).every((source) => source === "'none'" || source === "'self'") &&
    restricts("base-uri") &&
    restricts("frame-ancestors")
  );
}

/** Six months, the Observatory's least for a passing max-age. */
const HSTS_MINIMUM_SECONDS = 15_768_000;

function strictTransportSecurity(headers: Headers): boolean {
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?/i.exec(headers["strict-transport-security"] ?? "");
  return !!maxAge && Number(maxAge[1]) >= HSTS_MINIMUM_SECONDS;
}

/** Policies that send no path or query to another origin (the Observatory's "private" ones). */
const PRIVATE_REFERRER_POLICIES = new Set([
  "no-referrer",
  "same-origin",
  "strict-origin",
  "strict-origin-when-cross-origin",
]);

function referrerPolicy(headers: Headers): boolean {
  // A list is allowed; browsers take the last one they know.
  const policies = (headers["referrer-policy"] ?? "").split(",").map((policy) => policy.trim().toLowerCase());
  const last = policies.filter(Boolean).at(-1);
  return !!last && PRIVATE_REFERRER_POLICIES.has(last);
}

function cookies(headers: Headers): boolean {
  const setCookie = headers["set-cookie"];
  if (!setCookie) return true;
  return setCookie
    .split("\n")
    .every((cookie) => /;\s*secure\b/i.test(cookie) && /;\s*httponly\b/i.test(cookie) && /;\s*samesite=/i.test(cookie));
}

export const HEADER_RULES: readonly HeaderRule[] = [
  {
    name: "content-security-policy",
    rule: "a Content-Security-Policy header with no unsafe script source, object-src 'none', default-src 'none' or 'self', and base-uri and frame-ancestors restricted",
    passes: contentSecurityPolicy,
  },
  {
    name: "strict-transport-security",
    rule: "Strict-Transport-Security with a max-age of at least six months",
    passes: strictTransportSecurity,
  },
  {
    name: "x-content-type-options",
    rule: "X-Content-Type-Options: nosniff",
    passes: (headers) => headers["x-content-type-options"]?.trim().toLowerCase() === "nosniff",
  },
  {
    name: "x-frame-options",
    rule: "framing refused: the policy's frame-ancestors 'none' or 'self', or X-Frame-Options DENY or SAMEORIGIN",
    passes: (headers) =>
      /^(deny|sameorigin)$/i.test(headers["x-frame-options"]?.trim() ?? "") ||
      ["'none'", "'self'"].includes(
        parsePolicy(headers["content-security-policy"] ?? "")
          .get("frame-ancestors")
          ?.join(" ") ?? "",
      ),
  },
  {
    name: "referrer-policy",
    rule: "a Referrer-Policy that sends no path to another origin",
    passes: referrerPolicy,
  },
  {
    name: "cross-origin-resource-policy",
    rule: "Cross-Origin-Resource-Policy: same-origin or same-site",
    passes: (headers) => /^(same-origin|same-site)$/i.test(headers["cross-origin-resource-policy"]?.trim() ?? ""),
  },
  {
    name: "cookies",
    rule: "every cookie set is Secure, HttpOnly and SameSite",
    passes: cookies,
  },
];

/** The rules that `headers` break, each as its name and sentence; empty when all pass. */
export function brokenHeaderRules(headers: Headers): string[] {
  return HEADER_RULES.filter((rule) => !rule.passes(headers)).map((rule) => `${rule.name}: ${rule.rule}`);
}
