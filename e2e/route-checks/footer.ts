import { expect } from "../fixtures";
import { site, ui } from "../content";
import { footerPageLinks } from "../../src/lib/fixed-pages";
import { NETWORK_NAMES, expectAddressWithNavigation, expectOpeningHours } from "../where-and-when";
import { oncePerRoute, type RouteCheck, HEBREW_ONLY } from "../route-visit";

export const footerChecks: RouteCheck[] = [
  {
    // The same footer at every width: checked on the desktop visit.
    languages: HEBREW_ONLY,
    name: "its footer shows the address with navigation links, the opening hours, the social links and the page links",
    only: oncePerRoute,
    async run({ page }) {
      const footer = page.getByRole("contentinfo");
      await expectAddressWithNavigation(footer);
      await expectOpeningHours(footer);
      // Each network's link found by its name (the network's Hebrew name), not by where its list stands: the
      // footer's page links are a list too, and a new page must not make them count as social links.
      const social = site.social as Record<string, string | undefined>;
      for (const [network, name] of Object.entries(NETWORK_NAMES)) {
        const link = footer.getByRole("link", { name, exact: true });
        const url = social[network];
        if (url) await expect(link).toHaveAttribute("href", url);
        else await expect(link).toHaveCount(0);
      }
      for (const { label, path } of footerPageLinks(ui)) {
        await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", path);
      }
    },
  },
];
