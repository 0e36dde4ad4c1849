import { AUTH_ANSWER_TIMEOUT_MS, NO_ANSWER_CODE } from "./answer-timeout";
import {
  WRONG_CREDENTIALS,
  LOGIN_ERROR_FALLBACK,
  LOGIN_ERROR_GENERAL,
  LOGIN_ERROR_SENTENCES,
  emulatorUnreachable,
  loginErrorMessage,
} from "./login-errors";

const SPEC_CODES = [
  "invalid-credential",
  "wrong-password",
  "user-not-found",
  "invalid-email",
  "user-disabled",
  "too-many-requests",
  "network-request-failed",
  "password-does-not-meet-requirements",
];

/** Codes the Firebase SDK returns for an e-mail and password sign-in beyond the spec's list (issue 12). */
const SDK_SIGN_IN_CODES = ["missing-password", "missing-email", "operation-not-allowed", "internal-error"];

const HEBREW_SENTENCE = /^[\u0590-\u05FF][^]*\.$/;

describe("loginErrorMessage", () => {
  it("has a Hebrew sentence for each of the spec's error codes, one for all that would tell an account exists", () => {
    const sentences = SPEC_CODES.map((code) => LOGIN_ERROR_SENTENCES[code]);
    for (const sentence of sentences) expect(sentence).toMatch(HEBREW_SENTENCE);
    for (const code of ["invalid-credential", "wrong-password", "user-not-found"]) {
      expect(loginErrorMessage({ code: `auth/${code}` })).toBe(WRONG_CREDENTIALS);
    }
    // The others each say what the visitor can do about it.
    expect(new Set(sentences).size).toBe(SPEC_CODES.length - 2);
  });

  it("says that the provider did not answer in time", () => {
    const sentence = loginErrorMessage({ code: NO_ANSWER_CODE });
    expect(sentence).toMatch(HEBREW_SENTENCE);
    expect(sentence).toContain(`${AUTH_ANSWER_TIMEOUT_MS / 1000} שניות`);
  });

  it("has a Hebrew sentence for every other code, none of them naming a code", () => {
    for (const code of SDK_SIGN_IN_CODES) expect(Object.keys(LOGIN_ERROR_SENTENCES)).toContain(code);
    for (const sentence of [...Object.values(LOGIN_ERROR_SENTENCES), LOGIN_ERROR_GENERAL]) {
      expect(sentence).toMatch(HEBREW_SENTENCE);
      expect(sentence).not.toMatch(/auth\/|[a-z]+-[a-z]+/);
    }
  });

  it.each([...SPEC_CODES, ...SDK_SIGN_IN_CODES])(
    "gives the sentence for auth/%s, whatever the provider's message",
    (code) => {
      const error = { code: `auth/${code}`, message: `Firebase: Error (auth/${code}).` };
      expect(loginErrorMessage(error)).toBe(LOGIN_ERROR_SENTENCES[code]);
      expect(loginErrorMessage({ code })).toBe(LOGIN_ERROR_SENTENCES[code]);
    },
  );

  it("gives the general sentence, never the raw code, for a provider code it does not know", () => {
    expect(loginErrorMessage({ code: "auth/something-new", message: "Firebase: Error (auth/something-new)." })).toBe(
      LOGIN_ERROR_GENERAL,
    );
    expect(loginErrorMessage({ code: "auth/unknown", message: "  " })).toBe(LOGIN_ERROR_GENERAL);
    expect(loginErrorMessage(new Error("Firebase: Error (auth/another-one)."))).toBe(LOGIN_ERROR_GENERAL);
  });

  it("shows the provider's message when the failure has no code", () => {
    expect(loginErrorMessage(new Error("Something broke"))).toBe("Something broke");
    expect(loginErrorMessage({ message: "  The service is down  " })).toBe("The service is down");
  });

  it('says "Login error" when there is neither a code nor a message', () => {
    expect(loginErrorMessage(undefined)).toBe(LOGIN_ERROR_FALLBACK);
    expect(loginErrorMessage(null)).toBe("Login error");
    expect(loginErrorMessage("boom")).toBe("Login error");
    expect(loginErrorMessage({ code: "toString" })).toBe("Login error");
  });

  it("tells the developer to start the Auth emulator when a build that uses one cannot reach it", () => {
    const error = { code: "auth/network-request-failed", message: "Firebase: Error (auth/network-request-failed)." };
    expect(loginErrorMessage(error, "127.0.0.1:9099")).toBe(emulatorUnreachable("127.0.0.1:9099"));
    expect(emulatorUnreachable("127.0.0.1:9099")).toMatch(/npm run emulators/);
    expect(loginErrorMessage(error, null)).toBe(LOGIN_ERROR_SENTENCES["network-request-failed"]);
    expect(loginErrorMessage({ code: "auth/wrong-password" }, "127.0.0.1:9099")).toBe(
      LOGIN_ERROR_SENTENCES["wrong-password"],
    );
  });
});
