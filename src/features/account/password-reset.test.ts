import { LOGIN_ERROR_SENTENCES, emulatorUnreachable } from "./login-errors";
import { RESET_SENT, resetOutcome } from "./password-reset";

describe("resetOutcome", () => {
  it("says the same when the e-mail was sent and when the address has no account", () => {
    expect(resetOutcome(null)).toBe(RESET_SENT);
    expect(resetOutcome({ code: "auth/user-not-found", message: "Firebase: Error (auth/user-not-found)." })).toBe(
      RESET_SENT,
    );
    expect(RESET_SENT).toMatch(/^אם יש חשבון/);
  });

  it("says what the visitor can fix: a malformed address, no connection, too many tries", () => {
    expect(resetOutcome({ code: "auth/invalid-email" })).toBe(LOGIN_ERROR_SENTENCES["invalid-email"]);
    expect(resetOutcome({ code: "auth/too-many-requests" })).toBe(LOGIN_ERROR_SENTENCES["too-many-requests"]);
    expect(resetOutcome({ code: "auth/network-request-failed" }, "127.0.0.1:9099")).toBe(
      emulatorUnreachable("127.0.0.1:9099"),
    );
  });
});
