import { expect } from "../fixtures";
import { SITE_AUTH_HOST } from "../servers";
import type { RouteCheck, SiteRoute } from "../route-visit";
import { hebrewPath } from "../../src/language/language";
import { namesForHosts, unnamedInNotice } from "../privacy-notice";

/** A request that belongs to Firebase: its code, its APIs, or the local Auth emulator. */
export const isFirebaseRequest = (url: string) =>
  /firebase/i.test(url) || /googleapis\.com|gstatic\.com/.test(url) || url.includes(SITE_AUTH_HOST);

/** Strings that only the Firebase SDK's code contains. */
export const FIREBASE_CODE = /identitytoolkit\.googleapis\.com|@firebase\/(app|auth)/;

/** The pages that load the Firebase code on a first visit, on purpose: they ask who is signed in. */
export const PAGES_THAT_ASK_FIREBASE = ["/user-area", "/admin"];

const isBookingProviderRequest = (url: string) => /booking\.provider\.example/.test(url);

/** What a first anonymous visit of a route may request beyond the site itself. */
function mayReach(route: SiteRoute): (url: string) => boolean {
  // The home page creates the provider's frames (its personal-area login, near the viewport).
  if (route.kind === "home") return isBookingProviderRequest;
  if (PAGES_THAT_ASK_FIREBASE.includes(hebrewPath(route.path))) return isFirebaseRequest;
  return () => false;
}

/**
 * What a first anonymous visit reaches beyond the site. A page that reaches neither Firebase nor the booking
 * provider cannot be broken by them being down: e2e/resilience.spec.ts checks the pages that do reach them.
 */
export const networkChecks: RouteCheck[] = [
  {
    name: "requests nothing from outside the site on an anonymous first visit, but what the page is for",
    phase: "whole-page",
    async run({ page, route, requests }) {
      const site = new URL(page.url()).origin;
      const outside = requests.filter((url) => /^https?:/.test(url) && new URL(url).origin !== site);
      expect(outside.filter((url) => !mayReach(route)(url))).toEqual([]);
    },
  },
  {
    name: "downloads no Firebase code on an anonymous first visit",
    phase: "whole-page",
    only: ({ route }) => !PAGES_THAT_ASK_FIREBASE.includes(hebrewPath(route.path)),
    async run({ scripts }) {
      const code = await scripts();
      expect(code.length).toBeGreaterThan(0);
      expect(code.filter((text) => FIREBASE_CODE.test(text)).length).toBe(0);
    },
  },
  {
    // What the pages reach after a click (a sign-in, a try-out) is followed by e2e/privacy-origins.spec.ts.
    name: "reaches no place outside the site that the privacy notice does not name",
    phase: "whole-page",
    async run({ page, requests }) {
      expect(await unnamedInNotice(page, namesForHosts(requests, new URL(page.url()).host))).toEqual([]);
    },
  },
];
