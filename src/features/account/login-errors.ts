/**
 * What the login modal's alert says when sign-in fails: a clear sentence for each error code the spec lists,
 * else the provider's own message, else "Login error" (DESIGN.md, "Decisions").
 */
export const LOGIN_ERROR_FALLBACK = "Login error";

export const LOGIN_ERROR_SENTENCES: Readonly<Record<string, string>> = {
  "invalid-credential": "כתובת האימייל או הסיסמה שגויים. בדקו אותן ונסו שוב.",
  "wrong-password": "הסיסמה שגויה. בדקו אותה ונסו שוב.",
  "user-not-found": "לא מצאנו משתמש עם כתובת האימייל הזאת. בדקו את הכתובת או פנו אלינו.",
  "invalid-email": "כתובת האימייל אינה תקינה. בדקו אותה ונסו שוב.",
  "user-disabled": "החשבון הזה הושבת. פנו אלינו ונבדוק מה קרה.",
  "too-many-requests": "היו יותר מדי ניסיונות התחברות. חכו כמה דקות ונסו שוב.",
  "network-request-failed": "אין חיבור לשרת ההתחברות. בדקו את החיבור לאינטרנט ונסו שוב.",
  "password-does-not-meet-requirements": "הסיסמה אינה עומדת בדרישות. פנו אלינו כדי לקבוע סיסמה חדשה.",
};

/** The code without the provider's "auth/" prefix: "auth/wrong-password" → "wrong-password". */
const bareCode = (code: unknown): string | null =>
  typeof code === "string" && code ? code.replace(/^auth\//, "") : null;

/** The sentence for a sign-in failure; `error` is whatever the sign-in call threw. */
export function loginErrorMessage(error: unknown): string {
  const { code, message } = (typeof error === "object" && error !== null ? error : {}) as {
    code?: unknown;
    message?: unknown;
  };
  const known = bareCode(code);
  if (known && Object.hasOwn(LOGIN_ERROR_SENTENCES, known)) return LOGIN_ERROR_SENTENCES[known]!;
  if (typeof message === "string" && message.trim()) return message.trim();
  return LOGIN_ERROR_FALLBACK;
}
