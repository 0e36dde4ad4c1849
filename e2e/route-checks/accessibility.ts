import { expectNoAxeViolations } from "../fixtures";
import type { RouteCheck } from "../route-visit";

export const accessibilityChecks: RouteCheck[] = [
  {
    // After the scroll, so that what the page creates on the way down (frames, videos) is checked too.
    name: "has no accessibility violation (axe-core, WCAG 2.1 AA)",
    phase: "whole-page",
    run: ({ page }) => expectNoAxeViolations(page),
  },
];
