/**
 * The admin check (spec section 6): a signed-in user whose e-mail, lower-cased, is in `adminEmails` of
 * content/site.json. It only decides what the pages show; the real protection is in firestore.rules and
 * storage.rules, which check the verified e-mail on the server against the same list.
 */
const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export function isAdminEmail(email: string | null | undefined, adminEmails: readonly string[]): boolean {
  if (!email || !email.trim()) return false;
  const wanted = normalizeEmail(email);
  return adminEmails.some((admin) => normalizeEmail(admin) === wanted);
}
