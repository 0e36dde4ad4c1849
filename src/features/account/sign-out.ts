/**
 * Starts signing out, for a click handler: when it fails (offline) the visitor is told so, in the words of
 * content/ui.json (accountMenu.signOutFailed). Never rejects.
 */
export function signOutOrAlert(signOut: () => Promise<void>, failed: string): void {
  signOut().catch(() => window.alert(failed));
}
