/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { BOOKING_PROVIDER_ORIGINS, isBookingProviderUrl } from "./booking-provider-origins";

const site = JSON.parse(fs.readFileSync(path.join(__dirname, "../../content/site.json"), "utf8")) as {
  bookingProvider: { trialFormUrl: string; loginUrl: string };
};

describe("the booking provider's origins", () => {
  it("are https origins, and hold the provider's addresses in content/site.json", () => {
    for (const origin of BOOKING_PROVIDER_ORIGINS) expect(new URL(origin).origin).toBe(origin);
    for (const origin of BOOKING_PROVIDER_ORIGINS) expect(origin).toMatch(/^https:\/\//);
    expect(isBookingProviderUrl(site.bookingProvider.trialFormUrl)).toBe(true);
    expect(isBookingProviderUrl(site.bookingProvider.loginUrl)).toBe(true);
  });

  it.each([
    ["another site", "https://evil.example/trial"],
    ["a look-alike host", "https://booking.provider.example.evil.example/trial"],
    ["the provider over plain http", "http://booking.provider.example/trial"],
    ["another port", "https://booking.provider.example:8443/trial"],
    ["not an address", "booking.provider.example/trial"],
  ])("refuse %s", (_, url) => {
    expect(isBookingProviderUrl(url)).toBe(false);
  });
});
