/** @jest-environment node */
import {
  DEFAULT_SCOPE,
  authorizeAddress,
  callbackPage,
  exchangeCode,
  handleSignIn,
  resultMessage,
  sameState,
  stateFromCookie,
  STATE_COOKIE,
} from "./relay.js";

const SETTINGS = {
  clientId: "client-1",
  clientSecret: "secret-1",
  editorOrigin: "https://edit.motionlab.example",
  githubOrigin: "https://github.test",
};
const STATE = "0123456789abcdef0123456789abcdef";
const AUTH = { provider: "github", site_id: "edit.motionlab.example", scope: "repo" };

/** A stand-in for GitHub's token endpoint that answers `answer` and keeps what it was sent. */
function tokenEndpoint(answer: unknown | (() => never)) {
  const sent: { url: string; body: Record<string, string> }[] = [];
  const fetcher = async (url: string, init: { body: string }) => {
    sent.push({ url, body: JSON.parse(init.body) as Record<string, string> });
    if (typeof answer === "function") return (answer as () => never)();
    return { json: async () => answer };
  };
  return { sent, fetcher };
}

describe("the first request, /auth", () => {
  it("sends the editor to GitHub's authorize page with the app, the scope and the state", () => {
    const next = authorizeAddress(AUTH, SETTINGS, STATE) as { location: string };
    const url = new URL(next.location);
    expect(`${url.origin}${url.pathname}`).toBe("https://github.test/login/oauth/authorize");
    expect(Object.fromEntries(url.searchParams)).toEqual({ client_id: "client-1", scope: "public_repo", state: STATE });
    expect(next.location).not.toContain("secret-1");
  });

  const scopeAsked = (query: Record<string, unknown>, settings: Record<string, unknown> = {}) =>
    new URL(
      (authorizeAddress(query, { ...SETTINGS, ...settings }, STATE) as { location: string }).location,
    ).searchParams.get("scope");

  it("asks for the least scope, `public_repo`, whatever the editor asks: `repo` would reach every private repository", () => {
    expect(DEFAULT_SCOPE).toBe("public_repo");
    for (const scope of ["repo", "admin:org", "public_repo", undefined])
      expect(scopeAsked({ ...AUTH, scope })).toBe("public_repo");
  });

  it("asks for `repo` only where it is deployed for a private repository, and refuses any other scope", () => {
    expect(scopeAsked(AUTH, { scope: "repo" })).toBe("repo");
    expect(authorizeAddress(AUTH, { ...SETTINGS, scope: "admin:org" }, STATE)).toMatchObject({
      errorCode: "MISCONFIGURED_CLIENT",
    });
  });

  it.each([
    ["another provider", { ...AUTH, provider: "gitlab" }, "UNSUPPORTED_BACKEND"],
    ["another site", { ...AUTH, site_id: "www.motionlab.example" }, "UNSUPPORTED_DOMAIN"],
    ["no site", { provider: "github" }, "UNSUPPORTED_DOMAIN"],
  ])("refuses %s", (_, query, errorCode) => {
    expect(authorizeAddress(query, SETTINGS, STATE)).toMatchObject({ errorCode });
  });

  it("refuses to start without the app's ID and secret", () => {
    expect(authorizeAddress(AUTH, { ...SETTINGS, clientSecret: "" }, STATE)).toMatchObject({
      errorCode: "MISCONFIGURED_CLIENT",
    });
  });

  it("keeps the state in a cookie of ten minutes that scripts cannot read, and redirects", async () => {
    const answer = await handleSignIn(
      { method: "GET", path: "/auth", query: AUTH },
      SETTINGS,
      tokenEndpoint({}).fetcher,
      () => STATE,
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.Location).toContain(`state=${STATE}`);
    expect(answer.headers["Set-Cookie"]).toBe(
      `${STATE_COOKIE}=${STATE}; Max-Age=600; Path=/; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(answer.headers["Cache-Control"]).toBe("no-store");
  });
});

describe("the state (CSRF)", () => {
  it("is read from the relay's own cookie among others", () => {
    expect(stateFromCookie(`a=1; ${STATE_COOKIE}=${STATE}; b=2`)).toBe(STATE);
    expect(stateFromCookie("a=1")).toBe("");
    expect(stateFromCookie(undefined)).toBe("");
  });

  it("matches only the very state kept, never an empty or malformed one", () => {
    expect(sameState(STATE, STATE)).toBe(true);
    expect(sameState(STATE.replace("0", "1"), STATE)).toBe(false);
    expect(sameState("", "")).toBe(false);
    expect(sameState(["a"], STATE)).toBe(false);
    expect(sameState("x".repeat(32), "x".repeat(32))).toBe(false);
  });
});

describe("the second request, /callback", () => {
  const query = { code: "code-1", state: STATE };

  it("trades the code for a token with the app's secret", async () => {
    const github = tokenEndpoint({ access_token: "gho_token", token_type: "bearer", scope: "repo" });
    expect(await exchangeCode(query, STATE, SETTINGS, github.fetcher)).toEqual({ token: "gho_token" });
    expect(github.sent).toEqual([
      {
        url: "https://github.test/login/oauth/access_token",
        body: { client_id: "client-1", client_secret: "secret-1", code: "code-1" },
      },
    ]);
  });

  it("refuses a state that is not the cookie's, and asks GitHub nothing", async () => {
    const github = tokenEndpoint({ access_token: "gho_token" });
    for (const kept of ["", "f".repeat(32)]) {
      expect(await exchangeCode(query, kept, SETTINGS, github.fetcher)).toMatchObject({ errorCode: "CSRF_DETECTED" });
    }
    expect(github.sent).toEqual([]);
  });

  it.each([
    ["the owner refused", { state: STATE, error: "access_denied" }, {}, "AUTH_CODE_REQUEST_FAILED"],
    ["GitHub refused the code", query, { error: "bad_verification_code" }, "TOKEN_REQUEST_FAILED"],
    ["GitHub did not answer", query, () => Promise.reject(new Error("offline")), "TOKEN_REQUEST_FAILED"],
  ])("says why when %s", async (_, given, answer, errorCode) => {
    const github = tokenEndpoint(answer);
    expect(await exchangeCode(given, STATE, SETTINGS, github.fetcher)).toMatchObject({ errorCode });
  });

  it("says so when GitHub's answer is not JSON", async () => {
    const fetcher = async () => ({ json: () => Promise.reject(new SyntaxError("<html>")) });
    expect(await exchangeCode(query, STATE, SETTINGS, fetcher)).toMatchObject({ errorCode: "MALFORMED_RESPONSE" });
  });

  it("answers a page allowed to run its one script, forgetting the state", async () => {
    const github = tokenEndpoint({ access_token: "gho_token" });
    const answer = await handleSignIn(
      { method: "GET", path: "/callback", query, cookie: `${STATE_COOKIE}=${STATE}` },
      { ...SETTINGS, secureCookies: false },
      github.fetcher,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers["Set-Cookie"]).toBe(`${STATE_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`);
    const { hash } = callbackPage({ token: "gho_token" }, SETTINGS.editorOrigin);
    expect(answer.headers["Content-Security-Policy"]).toContain(`script-src '${hash}'`);
    expect(answer.body).toContain(JSON.stringify(resultMessage({ token: "gho_token" })));
    expect(answer.body).not.toContain("secret-1");
  });

  it("answers nothing else", async () => {
    const fetcher = tokenEndpoint({}).fetcher;
    for (const [method, path] of [
      ["GET", "/"],
      ["POST", "/callback"],
      ["GET", "/auth/x"],
    ]) {
      expect((await handleSignIn({ method: method!, path: path!, query: {} }, SETTINGS, fetcher)).status).toBe(404);
    }
  });
});

describe("the message to the editor", () => {
  it("is Sveltia CMS's authenticator's", () => {
    expect(resultMessage({ token: "gho_1" })).toBe(
      'authorization:github:success:{"token":"gho_1","provider":"github"}',
    );
    expect(resultMessage({ error: "No.", errorCode: "CSRF_DETECTED" })).toBe(
      'authorization:github:error:{"provider":"github","error":"No.","errorCode":"CSRF_DETECTED"}',
    );
  });

  it("is addressed to the editor's origin alone, and no text can end the page's script", () => {
    const { html } = callbackPage(
      { error: "</script><script>alert(1)</script>", errorCode: "X" },
      SETTINGS.editorOrigin,
    );
    const script = /<script>([\s\S]*)<\/script>/.exec(html)![1]!;
    expect(script).not.toContain("</script");
    expect(script).not.toContain('"*"');
    const postMessages = [...script.matchAll(/postMessage\([^;]*, editor\)/g)];
    expect(postMessages).toHaveLength(2);
    expect(script).toContain(`const editor = "${SETTINGS.editorOrigin}"`);
  });
});
