/** The Firebase Auth emulator's REST API, for tests that need users (https://firebase.google.com/docs/emulator-suite). */
export const EMULATOR = "http://127.0.0.1:9099";
const PROJECT_ID = "demo-studio";

async function call(path: string, body: object) {
  const response = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer owner" },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { localId?: string; error?: { message: string } };
  if (!response.ok) throw new Error(`Auth emulator ${path}: ${json.error?.message}`);
  return json;
}

/** Creates a user with a password; `disabled` users exist but may not sign in. */
export async function createUser(email: string, password: string, options: { disabled?: boolean } = {}) {
  const { localId } = await call("accounts:signUp?key=test", { email, password });
  if (options.disabled) await call(`projects/${PROJECT_ID}/accounts:update`, { localId, disableUser: true });
  return localId!;
}

/** Deletes every account of the demo project. */
export async function clearAccounts() {
  const response = await fetch(`${EMULATOR}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: "DELETE" });
  if (!response.ok) throw new Error(`Could not clear the Auth emulator's accounts: ${response.status}`);
}
