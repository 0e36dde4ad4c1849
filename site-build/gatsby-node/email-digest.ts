import { createHash } from "node:crypto";
import { normalizeEmail } from "../../src/lib/admin";

/**
 * What the built site holds of an admin's address (docs/decisions.md, "Admins"): the SHA-256 of the address,
 * lower-cased, in hex. The browser computes the same of the signed-in user's address (src/lib/admin.ts).
 */
export const emailDigest = (email: string): string =>
  createHash("sha256").update(normalizeEmail(email), "utf8").digest("hex");
