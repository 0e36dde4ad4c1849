import { uiTexts } from "@/test-fixtures";
import { emulatorUnreachable, loginErrorSentences } from "./login-errors";
import { resetProblem as problemWith } from "./password-reset";

const TEXTS = uiTexts.loginErrors;
const LOGIN_ERROR_SENTENCES = loginErrorSentences(TEXTS);
const resetProblem = (error: unknown, host: string | null = null) => problemWith(error, TEXTS, host);

describe("resetProblem", () => {
  it("finds none when the e-mail was sent and when the address has no account: the form says the same", () => {
    expect(resetProblem(null)).toBeNull();
    expect(resetProblem({ code: "auth/user-not-found", message: "Firebase: Error (auth/user-not-found)." })).toBeNull();
  });

  it("says what the visitor can fix: a malformed address, no connection, too many tries", () => {
    expect(resetProblem({ code: "auth/invalid-email" })).toBe(LOGIN_ERROR_SENTENCES["invalid-email"]);
    expect(resetProblem({ code: "auth/too-many-requests" })).toBe(LOGIN_ERROR_SENTENCES["too-many-requests"]);
    expect(resetProblem({ code: "auth/network-request-failed" }, "127.0.0.1:9099")).toBe(
      emulatorUnreachable(TEXTS, "127.0.0.1:9099"),
    );
  });
});
