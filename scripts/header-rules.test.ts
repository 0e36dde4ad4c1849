/** @jest-environment node */
import { brokenHeaderRules, HEADER_RULES, parsePolicy } from "./header-rules";

const GOOD = {
  "content-security-policy":
    "default-src 'self'; script-src 'self' 'sha256-abc='; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
  "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-resource-policy": "same-origin",
};
const broken = (headers: Record<string, string | undefined>) =>
  brokenHeaderRules(headers).map((line) => line.split(":")[0]);

describe("the Observatory's header rules", () => {
  it("pass the headers the site is meant to send", () => {
    expect(brokenHeaderRules(GOOD)).toEqual([]);
  });

  it("name every rule a page without headers breaks, all but cookies", () => {
    expect(broken({})).toEqual(HEADER_RULES.map((rule) => rule.name).filter((name) => name !== "cookies"));
  });

  it.each([
    [
      "inline scripts",
      "default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
    ],
    [
      "eval",
      "default-src 'self'; script-src 'self' 'unsafe-eval'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
    ],
    [
      "any https: script",
      "default-src 'self'; script-src https:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
    ],
    ["scripts from anywhere by default", "default-src *; object-src 'none'; base-uri 'self'; frame-ancestors 'none'"],
    ["plugins allowed", "default-src 'self'; base-uri 'self'; frame-ancestors 'none'"],
    ["no base-uri", "default-src 'self'; object-src 'none'; frame-ancestors 'none'"],
    ["a base elsewhere", "default-src 'self'; object-src 'none'; base-uri https://x.example; frame-ancestors 'none'"],
  ])("refuse a policy with %s", (_, policy) => {
    expect(broken({ ...GOOD, "content-security-policy": policy })).toContain("content-security-policy");
  });

  it("take a default-src 'none' policy as restricting scripts and plugins", () => {
    const strict = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
    expect(broken({ ...GOOD, "content-security-policy": strict })).toEqual([]);
  });

  it("want HSTS for six months at least", () => {
    expect(broken({ ...GOOD, "strict-transport-security": "max-age=15768000" })).toEqual([]);
    expect(broken({ ...GOOD, "strict-transport-security": "max-age=86400" })).toEqual(["strict-transport-security"]);
    expect(broken({ ...GOOD, "strict-transport-security": "includeSubDomains" })).toEqual([
      "strict-transport-security",
    ]);
  });

  it("want framing refused by the policy or by X-Frame-Options", () => {
    const unframed = GOOD["content-security-policy"].replace("frame-ancestors 'none'", "frame-ancestors *");
    expect(broken({ ...GOOD, "content-security-policy": unframed })).toContain("x-frame-options");
    expect(broken({ ...GOOD, "content-security-policy": unframed, "x-frame-options": "DENY" })).not.toContain(
      "x-frame-options",
    );
  });

  it("want a referrer policy that keeps paths on the site, the last of a list counting", () => {
    expect(broken({ ...GOOD, "referrer-policy": "unsafe-url" })).toEqual(["referrer-policy"]);
    expect(broken({ ...GOOD, "referrer-policy": "no-referrer-when-downgrade" })).toEqual(["referrer-policy"]);
    expect(broken({ ...GOOD, "referrer-policy": "unsafe-url, same-origin" })).toEqual([]);
  });

  it("want nosniff and a same-origin or same-site resource policy", () => {
    expect(broken({ ...GOOD, "x-content-type-options": "sniff" })).toEqual(["x-content-type-options"]);
    expect(broken({ ...GOOD, "cross-origin-resource-policy": "cross-origin" })).toEqual([
      "cross-origin-resource-policy",
    ]);
  });

  it("want every cookie Secure, HttpOnly and SameSite", () => {
    expect(broken({ ...GOOD, "set-cookie": "a=1; Secure; HttpOnly; SameSite=Lax" })).toEqual([]);
    expect(broken({ ...GOOD, "set-cookie": "a=1; Secure; HttpOnly; SameSite=Lax\nb=2; Secure" })).toEqual(["cookies"]);
  });

  it("read a policy's directives once each, the first one counting, as browsers do", () => {
    expect(parsePolicy("Script-Src 'self'; script-src *; img-src data:")).toEqual(
      new Map([
        ["script-src", ["'self'"]],
        ["img-src", ["data:"]],
      ]),
    );
  });
});
