/**
 * The routes, once per viewport with JavaScript and once without, with every per-route check on that one load
 * (e2e/route-visit.ts, e2e/route-checks/). The number of tests does not depend on the content: a new class or coach
 * is one more step of a test. Behaviours are tested once, on one representative route, in the other specs.
 *
 * Which routes: `npm test` visits one route of each shape (`onePerShape`: the home page, each fixed page, one coach, one
 * event, one class page per menu group and state), so that its time does not grow with the content; what differs
 * between two routes of one shape is their content, which `npm run test:content` (every change to content, and the
 * nightly rebuild) checks on every route, as EVERY_ROUTE=1 asks. The checks of what is the same at every width run on
 * the phone's visit (`oncePerRoute`).
 */
import { test } from "./fixtures";
import { ROUTE_CHECKS } from "./route-checks";
import { SITE_ROUTES, VIEWPORTS, onePerShape, routesOf, visitEach, type RouteKind } from "./route-visit";

/** How long one route's visit may take; a test's time limit grows with its number of routes. */
const SECONDS_PER_ROUTE = 30;

/** The routes with JavaScript in three tests, so that the two workers share them. */
const GROUPS: { name: string; kinds: RouteKind[] }[] = [
  { name: "the home page and the fixed pages", kinds: ["home", "page", "event"] },
  { name: "the class pages", kinds: ["class"] },
  { name: "the coach pages", kinds: ["coach"] },
];

const EVERY_ROUTE = process.env.EVERY_ROUTE === "1";

const routesFor = (routes: typeof SITE_ROUTES) => (EVERY_ROUTE ? routes : onePerShape(routes));

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const group of GROUPS) {
      test(`${group.name}, with JavaScript, pass every per-route check`, async ({ page, consoleErrors }) => {
        const routes = routesFor(routesOf(...group.kinds));
        test.setTimeout(routes.length * SECONDS_PER_ROUTE * 1000);
        await visitEach({ page, consoleErrors }, { routes, viewport, javaScript: true, checks: ROUTE_CHECKS });
      });
    }

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the routes pass every per-route check", async ({ page, consoleErrors }) => {
        const routes = routesFor(SITE_ROUTES);
        test.setTimeout(routes.length * SECONDS_PER_ROUTE * 1000);
        await visitEach({ page, consoleErrors }, { routes, viewport, javaScript: false, checks: ROUTE_CHECKS });
      });
    });
  });
}
