import { loginErrorMessage, type LoginErrorTexts } from "./login-errors";

/**
 * "שכחתי סיסמה" (the login modal): Firebase e-mails a link for a new password. The answer is the same whether or not
 * the address has an account (content/ui.json, account.resetSent), so that nobody can learn which addresses do; only
 * what the visitor can fix (a malformed address, no connection, too many tries) gets its own sentence.
 */
/** Provider codes that mean "no such account" and must read like a success. */
const NO_ACCOUNT = new Set(["user-not-found", "auth/user-not-found"]);

const codeOf = (error: unknown): unknown =>
  typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;

/** Why the reset e-mail could not be sent, or null when the form says it was (no account included). */
export function resetProblem(
  error: unknown,
  texts: LoginErrorTexts,
  authEmulatorHost: string | null = null,
): string | null {
  if (error === null || NO_ACCOUNT.has(String(codeOf(error)))) return null;
  return loginErrorMessage(error, texts, authEmulatorHost);
}
