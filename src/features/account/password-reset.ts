import { loginErrorMessage } from "./login-errors";

/**
 * "שכחתי סיסמה" (the login modal): Firebase e-mails a link for a new password. The answer is the same whether or not
 * the address has an account, so that nobody can learn which addresses do; only what the visitor can fix (a
 * malformed address, no connection, too many tries) gets its own sentence.
 */
export const RESET_SENT =
  "אם יש חשבון עם הכתובת הזאת, שלחנו אליה עכשיו קישור לבחירת סיסמה חדשה. הוא יגיע תוך כמה דקות; אם לא, בדקו גם בתיקיית הספאם.";

/** Provider codes that mean "no such account" and must read like a success. */
const NO_ACCOUNT = new Set(["user-not-found", "auth/user-not-found"]);

const codeOf = (error: unknown): unknown =>
  typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;

/** What the reset form says after the request: RESET_SENT, or why it could not be sent. */
export function resetOutcome(error: unknown, authEmulatorHost: string | null = null): string {
  if (error === null || NO_ACCOUNT.has(String(codeOf(error)))) return RESET_SENT;
  return loginErrorMessage(error, authEmulatorHost);
}
