/**
 * Each page inlines only its own CSS (site-build/gatsby-node/stylesheet-per-template.ts). A page reached by a link is
 * rendered on the client with the stylesheet webpack fetches for it then, and a dialog loaded on demand brings its
 * own: each must find its styles there. A CSS module exports only the classes it styles, so a module class on the
 * page whose rules no stylesheet has is a stylesheet that did not come. One route of each kind; what each page
 * inlines is a per-route check (e2e/route-checks/page.ts).
 */
import type { Locator } from "@playwright/test";
import { test, expect, followLink, waitForHydration } from "./fixtures";
import { ROUTES } from "./routes";

/** The CSS-module classes (`Component-module--name--hash`) used under `root` that no stylesheet of the page styles. */
const unstyledModuleClasses = (root: Locator) =>
  root.evaluate((element) => {
    const styled = new Set<string>();
    for (const sheet of document.styleSheets)
      for (const rule of sheet.cssRules)
        for (const match of rule.cssText.matchAll(/\.([\w-]+-module--[\w-]+)/g)) styled.add(match[1]!);
    const used = [element, ...element.querySelectorAll("[class]")].flatMap((node) => [...node.classList]);
    return [...new Set(used.filter((name) => name.includes("-module--") && !styled.has(name)))];
  });

/** The site's first route under a path (a class, a coach, an event), from the route list. */
function firstUnder(prefix: string) {
  const route = ROUTES.find((candidate) => candidate.path.startsWith(prefix));
  if (!route) throw new Error(`e2e/stylesheets.spec.ts: the site has no route under ${prefix}`);
  return route.path;
}

/** A page's own heading, once Gatsby has rendered it (the address changes before the page does). */
const headingOf = (path: string) => ROUTES.find((route) => route.path === path)!.heading;

// Each reached from a page of another kind, whose own stylesheet it does not have.
const JOURNEYS: [from: string, to: string][] = [
  ["/faq", "/"],
  ["/", firstUnder("/classes/")],
  ["/", firstUnder("/coaches/")],
  ["/faq", "/schedule"],
  ["/faq", "/shop"],
  ["/", firstUnder("/events/")],
];

test("a page reached by a link, and a dialog opened on it, find their styles", async ({ page, tryOut, signIn }) => {
  await page.goto(JOURNEYS[0]![0]);
  await waitForHydration(page);
  for (const [from, to] of JOURNEYS)
    await test.step(`${from} → ${to}`, async () => {
      if (new URL(page.url()).pathname !== from) await followLink(page, from);
      await followLink(page, to);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf(to));
      expect(await unstyledModuleClasses(page.locator("body"))).toEqual([]);
    });
  await test.step("the try-out form and the sign-in dialog, loaded on demand", async () => {
    await followLink(page, firstUnder("/classes/"));
    await tryOut.open();
    expect(await unstyledModuleClasses(tryOut.form)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(tryOut.form).toBeHidden();
    await signIn.open();
    expect(await unstyledModuleClasses(signIn.dialog)).toEqual([]);
  });
});
