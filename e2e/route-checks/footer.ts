import { expect } from "../fixtures";
import { contentIn } from "../content";
import { footerPageLinks } from "../../src/lib/fixed-pages";
import { localPath } from "../../src/language/language";
import { expectAddressWithNavigation, expectOpeningHours } from "../where-and-when";
import { oncePerRoute, type RouteCheck } from "../route-visit";

export const footerChecks: RouteCheck[] = [
  {
    // The same footer at every width: checked on the desktop visit.
    name: "its footer shows the address with navigation links, the opening hours, the social links and the page links",
    only: oncePerRoute,
    async run({ page, route }) {
      const { site, ui } = contentIn(route.language);
      const footer = page.getByRole("contentinfo");
      await expectAddressWithNavigation(footer, route.language);
      await expectOpeningHours(footer, route.language);
      // Each network's link found by its name (ui.social: the network's name in the page's language), not by where
      // its list stands: the footer's page links are a list too, and a new page must not make them count as social
      // links.
      const social = site.social as Record<string, string | undefined>;
      for (const [network, name] of Object.entries(ui.social)) {
        const link = footer.getByRole("link", { name, exact: true });
        const url = social[network];
        if (url) await expect(link).toHaveAttribute("href", url);
        else await expect(link).toHaveCount(0);
      }
      for (const { label, path } of footerPageLinks(ui)) {
        await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute(
          "href",
          localPath(route.language, path),
        );
      }
    },
  },
];
