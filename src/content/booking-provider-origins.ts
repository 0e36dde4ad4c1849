/**
 * The booking provider's origins: the only sites whose pages the site frames (the try-out form, the provider's
 * login), asks whether they answer, and lets take a payment. They widen the pages' Content-Security-Policy
 * (`frame-src`, `connect-src`: site-build/gatsby-node/post-build/page-policy.ts) and the Permissions-Policy
 * (permissions-policy.ts there), so they are code, reviewed by the code owners, not content: the content check
 * refuses a provider address in content/site.json outside them. When the studio moves to another provider, its
 * origin goes here, with the new addresses in content/site.json.
 */
export const BOOKING_PROVIDER_ORIGINS: readonly string[] = ["https://booking.provider.example"];

/** Whether `url` is an https address on one of the provider's origins; false for anything that is not a URL. */
export function isBookingProviderUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && BOOKING_PROVIDER_ORIGINS.includes(parsed.origin);
  } catch {
    return false;
  }
}
