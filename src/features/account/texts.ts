/**
 * The fixed words of the account feature's newer parts (the password reset), kept together so that they can move
 * into the site's interface texts in one step. The login form's words and the error sentences are in LoginModal and
 * login-errors.ts; RESET_SENT is in password-reset.ts with its rule.
 */
export const ACCOUNT_TEXTS = {
  forgotPassword: "שכחתי סיסמה",
  resetTitle: "איפוס סיסמה",
  resetIntro: "הקלידו את כתובת האימייל של החשבון, ונשלח אליה קישור לבחירת סיסמה חדשה.",
  resetSubmit: "שליחת קישור לאיפוס",
  resetPending: "שולחים…",
  backToLogin: "חזרה להתחברות",
  emailLabel: "אימייל",
} as const;
