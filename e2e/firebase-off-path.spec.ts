import type { Page, Request } from "@playwright/test";
import { test, expect, waitForHydration } from "./fixtures";
import { classes } from "./content";
import { SITE_AUTH_HOST } from "./servers";

/** A request that belongs to Firebase: its code, its APIs, or the local Auth emulator. */
const isFirebaseRequest = (url: string) =>
  /firebase/i.test(url) || /googleapis\.com|gstatic\.com/.test(url) || url.includes(SITE_AUTH_HOST);

/** Every request the page makes, and the text of every script it loads. */
function record(page: Page) {
  const requests: string[] = [];
  const scripts: Promise<string>[] = [];
  page.on("request", (request: Request) => requests.push(request.url()));
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
  });
  return { requests, scripts };
}

/** Strings that only the Firebase SDK's code contains. */
const FIREBASE_CODE = /identitytoolkit\.googleapis\.com|@firebase\/(app|auth)/;

test.describe("an anonymous first visit downloads no Firebase code and makes no Firebase request", () => {
  for (const path of ["/", `/classes/${classes[0]!.slug}`, "/shop"]) {
    test(path, async ({ page }) => {
      const { requests, scripts } = record(page);
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      expect(requests.filter(isFirebaseRequest)).toEqual([]);
      const code = await Promise.all(scripts);
      expect(code.length).toBeGreaterThan(0);
      expect(code.filter((text) => FIREBASE_CODE.test(text))).toEqual([]);
    });
  }

  test("while opening the login modal does load it (so the check above can tell)", async ({ page }) => {
    const { requests, scripts } = record(page);
    await page.goto("/shop");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("button", { name: "התחברות" }).click();
    await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible();
    await expect.poll(() => requests.filter(isFirebaseRequest).length).toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");
    const code = await Promise.all(scripts);
    expect(code.some((text) => FIREBASE_CODE.test(text))).toBe(true);
  });
});
