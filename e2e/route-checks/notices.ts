import { expect } from "../fixtures";
import { contentIn } from "../content";
import { noticeShownOn, noticesInForce } from "../../src/lib/dated-content";
import { noticeInLanguage } from "../../src/gatsby/render/notices-in-language";
import { buildDate } from "../../site-build/gatsby-node/build-date";
import type { Language } from "../../src/language/language";
import type { RouteCheck } from "../route-visit";

/**
 * The notices of content/notices/ in force on the build's day (today, or STUDIO_BUILD_DATE as for the build), as the
 * pages in `language` show them (the English site's: those with their English).
 */
const inForce = (language: Language) =>
  noticesInForce(contentIn(language).notices, buildDate()).map((notice) => noticeInLanguage(notice, language));

export const noticeChecks: RouteCheck[] = [
  {
    name: "shows the notices of content/notices/ in force for this page, and no other",
    mode: "both",
    phase: "first-screen",
    async run({ page, route }) {
      const expected = inForce(route.language).filter((notice) => noticeShownOn(notice, route.path));
      const banner = page.getByRole("region", { name: contentIn(route.language).ui.notices.label });
      if (expected.length === 0) {
        await expect(banner).toHaveCount(0);
        return;
      }
      await expect(banner.locator("p:visible")).toHaveText(
        expected.map((notice) => [notice.text, notice.link?.label].filter(Boolean).join(" ")),
      );
    },
  },
];
