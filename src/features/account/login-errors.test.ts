import { LOGIN_ERROR_FALLBACK, LOGIN_ERROR_SENTENCES, loginErrorMessage } from "./login-errors";

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

describe("loginErrorMessage", () => {
  it("has its own Hebrew sentence for each of the spec's error codes", () => {
    expect(Object.keys(LOGIN_ERROR_SENTENCES).sort()).toEqual([...SPEC_CODES].sort());
    const sentences = new Set(Object.values(LOGIN_ERROR_SENTENCES));
    expect(sentences.size).toBe(SPEC_CODES.length);
    for (const sentence of sentences) expect(sentence).toMatch(/^[\u0590-\u05FF].*\.$/);
  });

  it.each(SPEC_CODES)("gives the sentence for auth/%s, whatever the provider's message", (code) => {
    const error = { code: `auth/${code}`, message: `Firebase: Error (auth/${code}).` };
    expect(loginErrorMessage(error)).toBe(LOGIN_ERROR_SENTENCES[code]);
    expect(loginErrorMessage({ code })).toBe(LOGIN_ERROR_SENTENCES[code]);
  });

  it("falls back to the provider's message for an unknown code", () => {
    expect(loginErrorMessage({ code: "auth/operation-not-allowed", message: "Firebase: Error (x)." })).toBe(
      "Firebase: Error (x).",
    );
    expect(loginErrorMessage(new Error("Something broke"))).toBe("Something broke");
  });

  it('says "Login error" when there is neither a known code nor a message', () => {
    expect(loginErrorMessage(undefined)).toBe(LOGIN_ERROR_FALLBACK);
    expect(loginErrorMessage(null)).toBe("Login error");
    expect(loginErrorMessage("boom")).toBe("Login error");
    expect(loginErrorMessage({ code: "auth/unknown", message: "  " })).toBe("Login error");
    expect(loginErrorMessage({ code: "toString" })).toBe("Login error");
  });
});
