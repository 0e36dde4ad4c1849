// Every route's own checks (status, language, heading, axe…) are in pages.spec.ts, on one visit per viewport.
import { test, expect, expectNoAxeViolations } from "./fixtures";
import { booking, contentIn, site, ui } from "./content";
import { latinWordsOutsideEnglish } from "./latin-words";
import { watchNotFound } from "./not-found";

test("an unknown address gets the 404 page, in Hebrew but for its English words", async ({ page, consoleErrors }) => {
  const missing = watchNotFound(page, consoleErrors, "/no-such-page");
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ui.notFound.title);
  expect(await latinWordsOutsideEnglish(page)).toEqual([]);
  await expectNoAxeViolations(page);
  await page.waitForLoadState("networkidle");
  missing.forgive();
});

test("an unknown English address gets the same page and status, telling in English the way to the English home page", async ({
  page,
  consoleErrors,
}) => {
  const { notFound } = contentIn("en").ui;
  const missing = watchNotFound(page, consoleErrors, "/en/no-such-page");
  const response = await page.goto("/en/no-such-page");
  expect(response?.status()).toBe(404);
  const inEnglish = page.getByRole("region", { name: notFound.title });
  await expect(inEnglish).toHaveAttribute("lang", "en");
  await expect(inEnglish).toHaveAttribute("dir", "ltr");
  await expectNoAxeViolations(page);
  await inEnglish.getByRole("link", { name: notFound.home }).click();
  await expect(page).toHaveURL(/\/en\/?$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.waitForLoadState("networkidle");
  missing.forgive();
});

test("the home page's title and description are the content's, and present the studio as the spec asks", async ({
  page,
}) => {
  await page.goto("/");
  const title = await page.title();
  const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
  expect([title, description]).toEqual([site.title, site.description]);
  // The spec: they present a place for martial arts and tricking, and name tricking, calisthenics and Muay Thai, by
  // the names the studio gives these sports (content/booking.json).
  const named = ["Tricking", "Calisthenics", "Muay Thai"].map((id) => booking.sports.find((s) => s.id === id)!.label);
  for (const text of [title, description]) for (const sport of named) expect(text).toContain(sport);
  expect(title).toContain(site.brand);
  // "Martial arts" is no sport of the studio's and no word of content/ui.json: the spec asks for it, in Hebrew.
  expect(title).toMatch(/אמנויות לחימה/);
});
