// The Firebase Auth emulator's REST API (https://firebase.google.com/docs/emulator-suite/connect_auth), for the
// demo users of `npm start` and the browser tests' own users: one client, given the emulator's host:port.

/** The project every local build and emulator uses when no real project is configured (src/lib/firebase-settings.ts). */
export const DEMO_PROJECT_ID = "demo-studio";

/**
 * A client of the Auth emulator at `host` ("127.0.0.1:9099") for project `projectId`.
 * @param {string} host
 * @param {string} [projectId]
 */
export function authEmulator(host, projectId = DEMO_PROJECT_ID) {
  const origin = `http://${host}`;
  const admin = { "content-type": "application/json", authorization: "Bearer owner" };

  /** @param {string} path @param {object} body */
  async function call(path, body) {
    const response = await fetch(`${origin}/identitytoolkit.googleapis.com/v1/${path}`, {
      method: "POST",
      headers: admin,
      body: JSON.stringify(body),
    });
    /** @type {{ localId?: string, users?: object[], error?: { message: string } }} */
    const json = await response.json();
    if (!response.ok) throw new Error(`Auth emulator at ${host}, ${path}: ${json.error?.message ?? response.status}`);
    return json;
  }

  const update = (/** @type {object} */ changes) => call(`projects/${projectId}/accounts:update`, changes);

  return {
    origin,

    /** Whether the emulator answers. */
    async isUp() {
      try {
        return (await fetch(origin, { signal: AbortSignal.timeout(1000) })).ok;
      } catch {
        return false;
      }
    },

    /**
     * Creates a user with a password and returns its id; a `disabled` user exists but may not sign in.
     * @param {string} email @param {string} password @param {{ disabled?: boolean, emailVerified?: boolean }} [options]
     */
    async createUser(email, password, options = {}) {
      const { localId } = await call("accounts:signUp?key=emulator", { email, password });
      if (options.disabled || options.emailVerified) {
        await update({ localId, disableUser: !!options.disabled, emailVerified: !!options.emailVerified });
      }
      return /** @type {string} */ (localId);
    },

    /**
     * The user with this e-mail, or undefined.
     * @param {string} email
     * @returns {Promise<{ localId: string, email: string, lastLoginAt?: string } | undefined>}
     */
    async findUser(email) {
      const { users } = await call(`projects/${projectId}/accounts:lookup`, { email: [email] });
      return /** @type {any} */ (users?.[0]);
    },

    /**
     * Whether this e-mail and password sign in, as the site's sign-in would.
     * @param {string} email @param {string} password
     */
    async canSignIn(email, password) {
      const response = await fetch(
        `${origin}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=emulator`,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, password, returnSecureToken: true }),
        },
      );
      return response.ok;
    },

    /**
     * Makes sure a user with this e-mail exists with this password and a verified address: creates it, or resets
     * the password of the one that exists.
     * @param {string} email @param {string} password
     */
    async upsertUser(email, password) {
      const existing = await this.findUser(email);
      if (!existing) return this.createUser(email, password, { emailVerified: true });
      await update({ localId: existing.localId, password, emailVerified: true, disableUser: false });
      return existing.localId;
    },

    /**
     * The e-mails with a code (a password reset among them) that the emulator would have sent, oldest first.
     * @returns {Promise<{ email: string, requestType: string, oobCode: string, oobLink: string }[]>}
     */
    async oobCodes() {
      const response = await fetch(`${origin}/emulator/v1/projects/${projectId}/oobCodes`);
      if (!response.ok) throw new Error(`Could not list the codes of the Auth emulator at ${host}: ${response.status}`);
      return (await response.json()).oobCodes ?? [];
    },

    /** Deletes every account of the project. */
    async clearAccounts() {
      const response = await fetch(`${origin}/emulator/v1/projects/${projectId}/accounts`, { method: "DELETE" });
      if (!response.ok)
        throw new Error(`Could not clear the accounts of the Auth emulator at ${host}: ${response.status}`);
    },
  };
}
