import { AUTH_ANSWER_TIMEOUT_MS, NO_ANSWER_CODE } from "./answer-timeout";
import { uiTexts } from "@/test-fixtures";
import { emulatorUnreachable, loginErrorMessage as messageWith, loginErrorSentences } from "./login-errors";

const TEXTS = uiTexts.loginErrors;
const LOGIN_ERROR_SENTENCES = loginErrorSentences(TEXTS);
const loginErrorMessage = (error: unknown, host: string | null = null) => messageWith(error, TEXTS, host);

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
    // A disabled account too: its own sentence would tell that the address has an account.
    for (const code of ["invalid-credential", "wrong-password", "user-not-found", "user-disabled"]) {
      expect(loginErrorMessage({ code: `auth/${code}` })).toBe(TEXTS.wrongCredentials);
    }
    // The others each say what the visitor can do about it.
    expect(new Set(sentences).size).toBe(SPEC_CODES.length - 3);
  });

  it("says that the provider did not answer in time", () => {
    const sentence = loginErrorMessage({ code: NO_ANSWER_CODE });
    expect(sentence).toMatch(HEBREW_SENTENCE);
    expect(sentence).toContain(`${AUTH_ANSWER_TIMEOUT_MS / 1000} שניות`);
  });

  it("has a Hebrew sentence for every other code, none of them naming a code", () => {
    for (const code of SDK_SIGN_IN_CODES) expect(Object.keys(LOGIN_ERROR_SENTENCES)).toContain(code);
    for (const sentence of [...Object.values(LOGIN_ERROR_SENTENCES), TEXTS.general]) {
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
      TEXTS.general,
    );
    expect(loginErrorMessage({ code: "auth/unknown", message: "  " })).toBe(TEXTS.general);
    expect(loginErrorMessage(new Error("Firebase: Error (auth/another-one)."))).toBe(TEXTS.general);
  });

  it("shows the provider's message when the failure has no code", () => {
    expect(loginErrorMessage(new Error("Something broke"))).toBe("Something broke");
    expect(loginErrorMessage({ message: "  The service is down  " })).toBe("The service is down");
  });

  it("says the studio's words for a login error (the spec's \"Login error\") when there is neither a code nor a message", () => {
    expect(loginErrorMessage(undefined)).toBe(TEXTS.fallback);
    expect(loginErrorMessage(null)).toBe(TEXTS.fallback);
    expect(loginErrorMessage("boom")).toBe(TEXTS.fallback);
    expect(loginErrorMessage({ code: "toString" })).toBe(TEXTS.fallback);
  });

  it("tells the developer to start the Auth emulator when a build that uses one cannot reach it", () => {
    const error = { code: "auth/network-request-failed", message: "Firebase: Error (auth/network-request-failed)." };
    expect(loginErrorMessage(error, "127.0.0.1:9099")).toBe(emulatorUnreachable(TEXTS, "127.0.0.1:9099"));
    expect(emulatorUnreachable(TEXTS, "127.0.0.1:9099")).toContain("127.0.0.1:9099");
    expect(loginErrorMessage(error, null)).toBe(LOGIN_ERROR_SENTENCES["network-request-failed"]);
    expect(loginErrorMessage({ code: "auth/wrong-password" }, "127.0.0.1:9099")).toBe(
      LOGIN_ERROR_SENTENCES["wrong-password"],
    );
  });
});
