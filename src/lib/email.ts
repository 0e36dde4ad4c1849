/**
 * Whether a typed e-mail address has the shape of one (a name, "@", a domain with a dot), spaces around it
 * aside. The one rule for every form of the site that asks for an address: the try-out form, the sign-in and the
 * password reset.
 */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}
