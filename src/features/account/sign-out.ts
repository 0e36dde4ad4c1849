export const SIGN_OUT_FAILED = "ההתנתקות לא הצליחה. בדקו את החיבור לאינטרנט ונסו שוב.";

/** Starts signing out, for a click handler: when it fails (offline) the visitor is told so. Never rejects. */
export function signOutOrAlert(signOut: () => Promise<void>): void {
  signOut().catch(() => window.alert(SIGN_OUT_FAILED));
}
