// @ts-check
/**
 * The content editor's sign-in relay: the two requests of Sveltia CMS's authenticator protocol (the protocol of
 * sveltia-cms-auth) between the editor, GitHub's OAuth endpoints and the GitHub OAuth app's secret, which only this
 * relay holds. Plain JavaScript with Node's own modules and nothing installed: the Firebase function (index.js) hands
 * it each request, and the tests run it as it is (functions/relay.test.ts, e2e/editor-sign-in.spec.ts).
 *
 * 1. The editor opens `<relay>/auth?provider=github&site_id=<editor host>&scope=repo` in a window of its own. The relay
 *    checks the provider and the site, keeps a random state in a cookie of its own (10 minutes, HttpOnly) and
 *    redirects to GitHub's authorize page with it, asking for the scope it was deployed with, whatever the editor
 *    asks: `public_repo` unless the repository is private (docs/editor-sign-in.md).
 * 2. GitHub sends the owner back to `<relay>/callback?code=…&state=…`. The relay refuses a state that is not its
 *    cookie's (a request it did not start: CSRF), trades the code for a token with the app's secret, and answers a
 *    page that tells the editor's window, and only a window at the editor's origin:
 *    `authorizing:github` first, then, once the editor answers it, `authorization:github:success:{"token":…}` (or
 *    `authorization:github:error:{"error":…,"errorCode":…}`, whose codes the editor translates).
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * @typedef {object} RelaySettings
 * @property {string} clientId The GitHub OAuth app's client ID.
 * @property {string} clientSecret The app's client secret (Secret Manager): never logged, never sent to a browser.
 * @property {string} editorOrigin The editor's origin, `https://edit.example.com`: the only window told the result.
 * @property {string} [scope] The OAuth scope to ask GitHub for: `public_repo` (the default: a public repository) or
 *   `repo` (a private one, which no narrower scope of an OAuth app reaches).
 * @property {string} [githubOrigin] GitHub, or the tests' stand-in for it.
 * @property {boolean} [secureCookies] Whether the state cookie is `Secure` (false only for the tests' http relay).
 */
/**
 * @typedef {object} RelayRequest
 * @property {string} method
 * @property {string} path The path below the relay's address: `/auth` or `/callback`.
 * @property {Record<string, unknown>} query
 * @property {string} [cookie] The request's Cookie header.
 */
/** @typedef {{ status: number, headers: Record<string, string>, body: string }} RelayAnswer */
/** @typedef {{ token: string } | { error: string, errorCode: string }} SignInResult */
/** @typedef {(url: string, init: { method: string, headers: Record<string, string>, body: string }) => Promise<{ json(): Promise<unknown> }>} Fetch */

export const PROVIDER = "github";
export const GITHUB = "https://github.com";
export const STATE_COOKIE = "editor-sign-in-state";
/**
 * The scopes the relay may be deployed with, the least first: `public_repo` writes to the public repositories the owner
 * can write to, `repo` to every repository she can reach, private ones too. Neither expires, nor stops at one
 * repository.
 */
export const SCOPES = ["public_repo", "repo"];
export const DEFAULT_SCOPE = "public_repo";
const STATE_SECONDS = 600;
const STATE = /^[0-9a-f]{32}$/;

/** @param {unknown} value */
const text = (value) => (typeof value === "string" ? value : "");

/** A new state: 128 random bits as 32 hex digits. */
export const newState = () => randomBytes(16).toString("hex");

/** @param {string} error @param {string} errorCode @returns {SignInResult} */
const failure = (error, errorCode) => ({ error, errorCode });

/** The state kept in the relay's cookie, or "" without one. @param {string | undefined} cookieHeader */
export function stateFromCookie(cookieHeader) {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === STATE_COOKIE) return value.join("=");
  }
  return "";
}

/** Whether GitHub's `state` is the one this browser's cookie holds. @param {unknown} state @param {string} kept */
export function sameState(state, kept) {
  const given = text(state);
  if (!STATE.test(given) || !STATE.test(kept)) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(kept));
}

/**
 * Where `/auth` sends the browser: GitHub's authorize page, or a refusal when the request is not the editor's.
 * @param {Record<string, unknown>} query
 * @param {RelaySettings} settings
 * @param {string} state
 * @returns {{ location: string } | SignInResult}
 */
export function authorizeAddress(query, settings, state) {
  if (query.provider !== PROVIDER) return failure("Only GitHub is supported.", "UNSUPPORTED_BACKEND");
  if (text(query.site_id) !== new URL(settings.editorOrigin).hostname) {
    return failure("This site is not allowed to use the authenticator.", "UNSUPPORTED_DOMAIN");
  }
  if (!settings.clientId || !settings.clientSecret) {
    return failure("OAuth app client ID or secret is not configured.", "MISCONFIGURED_CLIENT");
  }
  // The deployment's scope, never the editor's ask (Sveltia CMS asks for `repo`).
  const scope = settings.scope ?? DEFAULT_SCOPE;
  if (!SCOPES.includes(scope)) {
    return failure(`The scope "${scope}" is not one the relay asks for.`, "MISCONFIGURED_CLIENT");
  }
  const params = new URLSearchParams({ client_id: settings.clientId, scope, state });
  return { location: `${settings.githubOrigin ?? GITHUB}/login/oauth/authorize?${params}` };
}

/**
 * The token for GitHub's `code`, traded with the app's secret, or why not.
 * @param {Record<string, unknown>} query
 * @param {string} keptState
 * @param {RelaySettings} settings
 * @param {Fetch} fetcher
 * @returns {Promise<SignInResult>}
 */
export async function exchangeCode(query, keptState, settings, fetcher) {
  if (!sameState(query.state, keptState)) {
    return failure("Potential CSRF attack detected. Authentication flow aborted.", "CSRF_DETECTED");
  }
  const code = text(query.code);
  if (!code) {
    const reason = text(query.error_description) || text(query.error) || "No authorization code.";
    return failure(reason, "AUTH_CODE_REQUEST_FAILED");
  }
  if (!settings.clientId || !settings.clientSecret) {
    return failure("OAuth app client ID or secret is not configured.", "MISCONFIGURED_CLIENT");
  }
  let response;
  try {
    response = await fetcher(`${settings.githubOrigin ?? GITHUB}/login/oauth/access_token`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({ client_id: settings.clientId, client_secret: settings.clientSecret, code }),
    });
  } catch {
    return failure("Failed to request an access token. Please try again later.", "TOKEN_REQUEST_FAILED");
  }
  /** @type {Record<string, unknown>} */
  let answer;
  try {
    answer = /** @type {Record<string, unknown>} */ (await response.json());
  } catch {
    return failure("Server responded with malformed data. Please try again later.", "MALFORMED_RESPONSE");
  }
  const token = text(answer?.access_token);
  if (token) return { token };
  return failure(text(answer?.error_description) || text(answer?.error) || "No token.", "TOKEN_REQUEST_FAILED");
}

/** The message the editor reads, as Sveltia CMS's authenticator writes it. @param {SignInResult} result */
export function resultMessage(result) {
  const content = "token" in result ? { token: result.token, provider: PROVIDER } : { provider: PROVIDER, ...result };
  return `authorization:${PROVIDER}:${"token" in result ? "success" : "error"}:${JSON.stringify(content)}`;
}

/**
 * The page `/callback` answers, in the window the editor opened: it greets the editor's window and tells it the
 * result once it answers, addressing every message to the editor's origin, so that a window at any other origin
 * that opened the relay is told nothing. Its one script is allowed by its hash.
 * @param {SignInResult} result
 * @param {string} editorOrigin
 */
export function callbackPage(result, editorOrigin) {
  // Inside a script element "<" is escaped, so that no text in a message can end it.
  const literal = (/** @type {string} */ value) => JSON.stringify(value).replace(/</g, "\\u003c");
  const script =
    `(() => {` +
    `const editor = ${literal(editorOrigin)}, greeting = ${literal(`authorizing:${PROVIDER}`)};` +
    `if (!window.opener) return;` +
    `window.addEventListener("message", ({ origin, data }) => {` +
    `if (origin === editor && data === greeting) window.opener.postMessage(${literal(resultMessage(result))}, editor);` +
    `});` +
    `window.opener.postMessage(greeting, editor);` +
    `})();`;
  const hash = createHash("sha256").update(script).digest("base64");
  const words = "token" in result ? "מתחברים לעורך התוכן…" : "הכניסה לעורך התוכן לא הצליחה. סגרו את החלון ונסו שוב.";
  return {
    hash: `sha256-${hash}`,
    html:
      `<!doctype html><html lang="he" dir="rtl"><head><meta charset="utf-8"><title>${words}</title></head>` +
      `<body><p>${words}</p><script>${script}</script></body></html>`,
  };
}

/** Headers of every answer: never cached, no referrer to GitHub, nothing framed. */
const COMMON = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "X-Content-Type-Options": "nosniff",
};

/** @param {string} value @param {number} seconds @param {RelaySettings} settings */
const stateCookie = (value, seconds, settings) =>
  `${STATE_COOKIE}=${value}; Max-Age=${seconds}; Path=/; HttpOnly; SameSite=Lax${settings.secureCookies === false ? "" : "; Secure"}`;

/** @param {SignInResult} result @param {RelaySettings} settings @returns {RelayAnswer} */
function pageAnswer(result, settings) {
  const { html, hash } = callbackPage(result, settings.editorOrigin);
  return {
    status: 200,
    headers: {
      ...COMMON,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": `default-src 'none'; script-src '${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      // The state is used once.
      "Set-Cookie": stateCookie("", 0, settings),
    },
    body: html,
  };
}

/**
 * The relay's answer to one request.
 * @param {RelayRequest} request
 * @param {RelaySettings} settings
 * @param {Fetch} fetcher
 * @param {() => string} [makeState]
 * @returns {Promise<RelayAnswer>}
 */
export async function handleSignIn(request, settings, fetcher, makeState = newState) {
  if (request.method === "GET" && request.path === "/auth") {
    const state = makeState();
    const next = authorizeAddress(request.query, settings, state);
    if (!("location" in next)) return pageAnswer(next, settings);
    return {
      status: 302,
      headers: { ...COMMON, Location: next.location, "Set-Cookie": stateCookie(state, STATE_SECONDS, settings) },
      body: "",
    };
  }
  if (request.method === "GET" && request.path === "/callback") {
    const result = await exchangeCode(request.query, stateFromCookie(request.cookie), settings, fetcher);
    return pageAnswer(result, settings);
  }
  return { status: 404, headers: { ...COMMON, "Content-Type": "text/plain; charset=utf-8" }, body: "Not found" };
}
