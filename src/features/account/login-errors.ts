/**
 * What the login modal's alert says when sign-in fails (DESIGN.md, "Decisions"): a clear sentence for each error
 * code the provider can return at sign-in, else the provider's own message, else "Login error". A provider error
 * whose code has no sentence gets a general sentence rather than its message, which only repeats the raw code
 * ("Firebase: Error (auth/…)."): a visitor never reads a code.
 */
import { AUTH_ANSWER_TIMEOUT_MS, NO_ANSWER_CODE } from "./answer-timeout";

export const LOGIN_ERROR_FALLBACK = "Login error";

export const LOGIN_ERROR_GENERAL = "ההתחברות לא הצליחה. נסו שוב בעוד רגע, ואם זה חוזר פנו אלינו ונעזור.";

/**
 * One sentence for an unknown address and a wrong password: telling them apart would tell anyone which addresses
 * have an account.
 */
export const WRONG_CREDENTIALS = "כתובת האימייל או הסיסמה שגויים. בדקו אותן ונסו שוב.";

const SITE_SETUP = "ההתחברות לא מוגדרת כראוי באתר כרגע. פנו אלינו ונטפל בזה.";
const REQUEST_NOT_VERIFIED = "לא הצלחנו לוודא שהבקשה נשלחה מהאתר. רעננו את הדף ונסו שוב.";

/**
 * Sentences by code, without the "auth/" prefix: the spec's list first, then the other codes the Firebase SDK
 * (@firebase/auth's error map) returns for an e-mail and password sign-in.
 */
export const LOGIN_ERROR_SENTENCES: Readonly<Record<string, string>> = {
  "invalid-credential": WRONG_CREDENTIALS,
  "wrong-password": WRONG_CREDENTIALS,
  "user-not-found": WRONG_CREDENTIALS,
  "invalid-email": "כתובת האימייל אינה תקינה. בדקו אותה ונסו שוב.",
  "user-disabled": "החשבון הזה הושבת. פנו אלינו ונבדוק מה קרה.",
  "too-many-requests": "היו יותר מדי ניסיונות התחברות. חכו כמה דקות ונסו שוב.",
  "network-request-failed": "אין חיבור לשרת ההתחברות. בדקו את החיבור לאינטרנט ונסו שוב.",
  "password-does-not-meet-requirements": "הסיסמה אינה עומדת בדרישות. פנו אלינו כדי לקבוע סיסמה חדשה.",
  "missing-password": "לא הוקלדה סיסמה. הקלידו את הסיסמה ונסו שוב.",
  "missing-email": "לא הוקלדה כתובת אימייל. הקלידו את הכתובת ונסו שוב.",
  "internal-error": "קרתה תקלה בשרת ההתחברות. נסו שוב בעוד כמה דקות.",
  "quota-exceeded": "שרת ההתחברות עמוס כרגע. נסו שוב מאוחר יותר.",
  "user-token-expired": "פג תוקף ההתחברות. התחברו שוב.",
  "multi-factor-auth-required": "החשבון הזה דורש אימות דו-שלבי, והאתר עוד לא תומך בו. פנו אלינו ונעזור.",
  "login-blocked": "ההתחברות לחשבון הזה נחסמה. פנו אלינו ונבדוק מה קרה.",
  "web-storage-unsupported":
    "הדפדפן חוסם את האחסון שההתחברות צריכה (למשל בגלישה פרטית). אפשרו אותו לאתר או נסו דפדפן אחר.",
  "operation-not-allowed": SITE_SETUP,
  "admin-restricted-operation": SITE_SETUP,
  "invalid-api-key": SITE_SETUP,
  "app-not-authorized": SITE_SETUP,
  "configuration-not-found": SITE_SETUP,
  "project-not-found": SITE_SETUP,
  "invalid-tenant-id": SITE_SETUP,
  "captcha-check-failed": REQUEST_NOT_VERIFIED,
  "firebase-app-check-token-is-invalid": REQUEST_NOT_VERIFIED,
  "recaptcha-not-enabled": REQUEST_NOT_VERIFIED,
  "missing-recaptcha-token": REQUEST_NOT_VERIFIED,
  "invalid-recaptcha-token": REQUEST_NOT_VERIFIED,
  "invalid-recaptcha-action": REQUEST_NOT_VERIFIED,
  "missing-recaptcha-version": REQUEST_NOT_VERIFIED,
  "invalid-recaptcha-version": REQUEST_NOT_VERIFIED,
  "missing-client-type": REQUEST_NOT_VERIFIED,
  "invalid-req-type": REQUEST_NOT_VERIFIED,
  [NO_ANSWER_CODE]: `שרת ההתחברות לא ענה תוך ${AUTH_ANSWER_TIMEOUT_MS / 1000} שניות. בדקו את החיבור לאינטרנט ונסו שוב.`,
};

/**
 * A build that signs in through the local Auth emulator cannot reach it when it is not running (`npm run serve`
 * alone): that is the developer's to fix, not the visitor's connection.
 */
export const emulatorUnreachable = (host: string) =>
  `אמולטור ההתחברות המקומי (${host}) לא עונה. הפעילו אותו עם npm run emulators (או npm start) ונסו שוב.`;

/** A provider code, without the "auth/" prefix: "auth/wrong-password" → "wrong-password". */
const bareCode = (code: unknown): string | null =>
  typeof code === "string" && code ? code.replace(/^auth\//, "") : null;

/** The provider's messages that only wrap a code: "Firebase: Error (auth/foo)." */
const RAW_CODE_MESSAGE = /\(auth\/[\w-]+\)/;

/**
 * The sentence for a sign-in failure; `error` is whatever the sign-in call threw, `authEmulatorHost` the Auth
 * emulator this build signs in through (src/lib/firebase-settings.ts), or null.
 */
export function loginErrorMessage(error: unknown, authEmulatorHost: string | null = null): string {
  const { code, message } = (typeof error === "object" && error !== null ? error : {}) as {
    code?: unknown;
    message?: unknown;
  };
  const known = bareCode(code);
  if (known === "network-request-failed" && authEmulatorHost) return emulatorUnreachable(authEmulatorHost);
  if (known && Object.hasOwn(LOGIN_ERROR_SENTENCES, known)) return LOGIN_ERROR_SENTENCES[known]!;
  if (typeof code === "string" && code.startsWith("auth/")) return LOGIN_ERROR_GENERAL;
  if (typeof message === "string" && message.trim()) {
    return RAW_CODE_MESSAGE.test(message) ? LOGIN_ERROR_GENERAL : message.trim();
  }
  return LOGIN_ERROR_FALLBACK;
}
