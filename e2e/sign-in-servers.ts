import http from "node:http";
import { handleSignIn } from "../functions/relay.js";
import { EDITOR_ORIGIN, GITHUB_OAUTH_PORT, RELAY_PORT } from "./servers";

/**
 * The content editor's sign-in, offline, for the browser tests: the project's relay (functions/relay.js, as the
 * Firebase function runs it) on a port of its own, and a stand-in for GitHub's two OAuth endpoints, the authorize page
 * (which approves at once, as GitHub does for an owner who approved the app before) and the token endpoint.
 */
export const RELAY_URL = `http://127.0.0.1:${RELAY_PORT}`;
export const GITHUB_OAUTH = `http://127.0.0.1:${GITHUB_OAUTH_PORT}`;
export const CLIENT_ID = "Iv1.stand-in-client";
const CLIENT_SECRET = "stand-in-secret";
export const ISSUED_TOKEN = "gho_standInTokenForTheEditor";
const CODE = "stand-in-code";

/** What the stand-in for GitHub's OAuth endpoints was asked; with `refuse`, the owner says no on GitHub's page. */
export interface OAuthRequests {
  authorize: Record<string, string>[];
  token: Record<string, string>[];
  refuse: boolean;
}

const listen = (server: http.Server, port: number) =>
  new Promise<http.Server>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });

const close = (server: http.Server) => new Promise((resolve) => server.close(resolve));

/** A server answering with `handle`, and with its error when it throws. */
const serve = (handle: (request: http.IncomingMessage, response: http.ServerResponse) => Promise<unknown>) =>
  http.createServer((request, response) => {
    handle(request, response).catch((error: Error) => response.writeHead(500).end(error.message));
  });

async function body(request: http.IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, string>;
}

/** GitHub's OAuth app registered with the relay's /callback as its callback address. */
function githubOAuth(requests: OAuthRequests) {
  return serve(async (request, response) => {
    const url = new URL(request.url!, GITHUB_OAUTH);
    if (request.method === "GET" && url.pathname === "/login/oauth/authorize") {
      const query = Object.fromEntries(url.searchParams);
      requests.authorize.push(query);
      if (query.client_id !== CLIENT_ID) return response.writeHead(404).end("no such app");
      const answer: Record<string, string> = requests.refuse ? { error: "access_denied" } : { code: CODE };
      const back = new URLSearchParams({ ...answer, state: query.state ?? "" });
      return response.writeHead(302, { Location: `${RELAY_URL}/callback?${back}` }).end();
    }
    if (request.method === "POST" && url.pathname === "/login/oauth/access_token") {
      const sent = await body(request);
      requests.token.push(sent);
      const good = sent.client_id === CLIENT_ID && sent.client_secret === CLIENT_SECRET && sent.code === CODE;
      const answer = good
        ? { access_token: ISSUED_TOKEN, token_type: "bearer", scope: "public_repo" }
        : { error: "bad_verification_code" };
      return response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(answer));
    }
    response.writeHead(404).end();
  });
}

/** The relay, with the app's ID and secret, for the tests' editor site. */
function relay() {
  const settings = {
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    editorOrigin: EDITOR_ORIGIN,
    githubOrigin: GITHUB_OAUTH,
    // Plain http on the tests' loopback.
    secureCookies: false,
  };
  return serve(async (request, response) => {
    const url = new URL(request.url!, RELAY_URL);
    const answer = await handleSignIn(
      {
        method: request.method!,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        cookie: request.headers.cookie,
      },
      settings,
      fetch,
    );
    response.writeHead(answer.status, answer.headers).end(answer.body);
  });
}

/** Starts the relay and the stand-in; `stop` closes both. */
export async function startSignInServers() {
  const requests: OAuthRequests = { authorize: [], token: [], refuse: false };
  const servers = [await listen(githubOAuth(requests), GITHUB_OAUTH_PORT), await listen(relay(), RELAY_PORT)];
  return { requests, stop: () => Promise.all(servers.map(close)) };
}
