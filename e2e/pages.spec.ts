/**
 * Every route, once per viewport with JavaScript and once without, with every per-route check on that one load
 * (e2e/route-visit.ts, e2e/route-checks/). The number of tests does not depend on the content: a new class or coach
 * is one more step of a test. Behaviours are tested once, on one representative route, in the other specs.
 */
import { test } from "./fixtures";
import { ROUTE_CHECKS } from "./route-checks";
import { SITE_ROUTES, VIEWPORTS, routesOf, visitEach, type RouteKind } from "./route-visit";

/** How long one route's visit may take; a test's time limit grows with its number of routes. */
const SECONDS_PER_ROUTE = 30;

/** The routes with JavaScript in three tests, so that the two workers share them. */
const GROUPS: { name: string; kinds: RouteKind[] }[] = [
  { name: "the home page and the fixed pages", kinds: ["home", "page"] },
  { name: "every class page", kinds: ["class"] },
  { name: "every coach page", kinds: ["coach"] },
];

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const group of GROUPS) {
      test(`${group.name}, with JavaScript, pass every per-route check`, async ({ page, consoleErrors }) => {
        const routes = routesOf(...group.kinds);
        test.setTimeout(routes.length * SECONDS_PER_ROUTE * 1000);
        await visitEach({ page, consoleErrors }, { routes, viewport, javaScript: true, checks: ROUTE_CHECKS });
      });
    }

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("every route passes every per-route check", async ({ page, consoleErrors }) => {
        test.setTimeout(SITE_ROUTES.length * SECONDS_PER_ROUTE * 1000);
        await visitEach(
          { page, consoleErrors },
          { routes: SITE_ROUTES, viewport, javaScript: false, checks: ROUTE_CHECKS },
        );
      });
    });
  });
}
