import type { Page } from "@playwright/test";
import { expect } from "../fixtures";
import { sidewaysOverflow } from "../layout-walk";
import type { RouteCheck } from "../route-visit";

/** The bar for Cumulative Layout Shift (docs/decisions.md, "Quality bars"). */
const MAX_LAYOUT_SHIFT = 0.02;

/** How far the page scrolls sideways, measured without the page's own scripts (for visits without JavaScript). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth));

export const layoutChecks: RouteCheck[] = [
  {
    name: "does not shift while it loads and hydrates",
    phase: "whole-page",
    async run({ loadLayoutShift }) {
      expect(loadLayoutShift).toBeLessThan(MAX_LAYOUT_SHIFT);
    },
  },
  {
    // The visit's own width and its neighbours (VIEWPORTS' sweep): every width the site must hold, on every route.
    name: "does not scroll sideways at any width of its viewport's range",
    phase: "whole-page",
    async run({ page, viewport }) {
      const overflowing: string[] = [];
      for (const width of viewport.sweep) {
        await page.setViewportSize({ width, height: viewport.height });
        const px = await sidewaysOverflow(page);
        if (px > 0) overflowing.push(`${width} px: ${px} px`);
      }
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      expect(overflowing).toEqual([]);
    },
  },
  {
    name: "does not scroll sideways without JavaScript",
    mode: "no-javascript",
    async run({ page }) {
      expect(await scrollsSideways(page)).toBe(0);
    },
  },
];
