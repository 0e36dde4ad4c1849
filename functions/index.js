// The content editor's sign-in relay as a Firebase function (2nd gen): relay.js does the work; this reads its
// settings and hands it each request. Deployed by hand, once and when it changes (docs/editor-sign-in.md).
// GITHUB_CLIENT_SECRET is a Secret Manager secret, given to this function alone; the client ID, the editor's
// origin and the scope are parameters the CLI asks for on the first deploy and keeps in functions/.env.<project> (not
// committed).
import { onRequest } from "firebase-functions/v2/https";
import { defineSecret, defineString } from "firebase-functions/params";
import { handleSignIn } from "./relay.js";

const clientSecret = defineSecret("GITHUB_CLIENT_SECRET");
const clientId = defineString("GITHUB_CLIENT_ID", { description: "The GitHub OAuth app's client ID" });
const editorOrigin = defineString("EDITOR_ORIGIN", {
  description: "The content editor's origin, e.g. https://edit.motionlab.example (the only window told a token)",
});
const scope = defineString("GITHUB_SCOPE", {
  default: "public_repo",
  description: "The OAuth scope: public_repo for a public repository, repo for a private one (docs/editor-sign-in.md)",
});

export const editorSignIn = onRequest(
  { secrets: [clientSecret], region: "europe-west1", invoker: "public", maxInstances: 2, concurrency: 20 },
  async (request, response) => {
    const answer = await handleSignIn(
      {
        method: request.method,
        path: request.path,
        query: /** @type {Record<string, unknown>} */ (request.query),
        cookie: request.get("cookie"),
      },
      {
        clientId: clientId.value(),
        clientSecret: clientSecret.value(),
        editorOrigin: editorOrigin.value(),
        scope: scope.value(),
      },
      fetch,
    );
    response.status(answer.status).set(answer.headers).send(answer.body);
  },
);
