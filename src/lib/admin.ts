/**
 * The admin check (spec section 6): a signed-in user whose e-mail, lower-cased, is in `adminEmails` of
 * content/site.json. The built site holds no address, only the SHA-256 of each, lower-cased, in hex
 * (site-build/gatsby-node/email-digest.ts): the browser hashes the user's address the same way and compares. It only decides
 * what the pages show; the real protection is in firestore.rules and storage.rules, which check the verified e-mail
 * on the server against the same list.
 */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, "0")).join("");

/** The SHA-256 of the lower-cased address, in hex, with the browser's Web Crypto. */
export async function emailDigest(email: string): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(normalizeEmail(email))));
}

export async function isAdminEmail(
  email: string | null | undefined,
  adminDigests: readonly string[],
): Promise<boolean> {
  if (!email || !email.trim()) return false;
  return adminDigests.includes(await emailDigest(email));
}
