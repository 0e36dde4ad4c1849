import { expect } from "../fixtures";
import { notices, ui } from "../content";
import { noticeShownOn, noticesInForce } from "../../src/lib/dated-content";
import { buildDate } from "../../site-build/gatsby-node/build-date";
import { HEBREW_ONLY, type RouteCheck } from "../route-visit";

/** The notices of content/notices/ in force on the build's day (today, or STUDIO_BUILD_DATE as for the build). */
const IN_FORCE = noticesInForce(notices, buildDate());

export const noticeChecks: RouteCheck[] = [
  {
    languages: HEBREW_ONLY,
    name: "shows the notices of content/notices/ in force for this page, and no other",
    mode: "both",
    phase: "first-screen",
    async run({ page, route }) {
      const expected = IN_FORCE.filter((notice) => noticeShownOn(notice, route.path));
      const banner = page.getByRole("region", { name: ui.notices.label });
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
