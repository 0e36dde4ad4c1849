import { BOOKING_PROVIDER_ORIGINS } from "../../../src/content/booking-provider-origins";

/**
 * The Permissions-Policy of every response, which the build writes into the deployed Hosting configuration
 * (hosting-config.ts): no camera, microphone, location or USB for anyone, and the payment sheet for the site and the
 * booking provider's frames alone (the paid try-out form), their origins from src/content/booking-provider-origins.ts.
 */
export const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  `payment=(self ${BOOKING_PROVIDER_ORIGINS.map((origin) => `"${origin}"`).join(" ")})`,
  "usb=()",
].join(", ");
