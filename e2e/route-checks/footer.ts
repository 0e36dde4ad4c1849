import { expect } from "../fixtures";
import { site, ui } from "../content";
import { NETWORK_NAMES, expectAddressWithNavigation, expectOpeningHours } from "../where-and-when";
import { oncePerRoute, type RouteCheck } from "../route-visit";

export const footerChecks: RouteCheck[] = [
  {
    // The same footer at every width: checked on the desktop visit.
    name: "its footer shows the address with navigation links, the opening hours and the social links",
    only: oncePerRoute,
    async run({ page }) {
      const footer = page.getByRole("contentinfo");
      await expectAddressWithNavigation(footer);
      await expectOpeningHours(footer);
      const profiles = Object.entries(site.social).filter(([, url]) => url);
      // The social links are the list under their own heading (the legal links' list comes after it).
      const follow = footer.locator("div", { has: page.getByRole("heading", { name: ui.footer.follow }) }).last();
      await expect(follow.getByRole("link")).toHaveCount(profiles.length);
      for (const [network, url] of profiles) {
        await expect(footer.getByRole("link", { name: NETWORK_NAMES[network], exact: true })).toHaveAttribute(
          "href",
          url!,
        );
      }
    },
  },
];
