import { test, expect } from "./fixtures";
import { classes, phoneDigits, site, trialCallToAction, ui } from "./content";

const { trialFormUrl, loginUrl } = site.bookingProvider;

// Every route without JavaScript (no dead control, nothing waiting, the whole navigation): pages.spec.ts.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page offers the try-out form and the provider's login directly", async ({ page }) => {
    await page.goto("/");
    const trial = page.locator("#about").getByRole("link", { name: ui.home.trialFrameNewTab });
    await expect(trial).toBeVisible();
    await expect(trial).toHaveAttribute("href", trialFormUrl);
    const login = page.locator("#user-login").getByRole("link", { name: ui.userArea.providerNewTab });
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute("href", loginUrl);
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test("a class page's try-out keeps the class: the provider's form, and WhatsApp with the class named", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const entry = classes[0]!;
    await page.goto(`/classes/${entry.slug}`);
    const calls = page.getByRole("link", { name: trialCallToAction });
    // The phone's contact bar too, shown once the page is scrolled.
    const bar = page.locator("[data-contact-bar] a", { hasText: ui.contactBar.trial });
    const openers = [...(await calls.all()), bar];
    for (const link of openers) {
      // A place on this very page, never another page's anchor.
      await expect(link).toHaveAttribute("href", /^#[\w-]+$/);
    }
    await expect(page.locator('a[href="/#about"]')).toHaveCount(0);

    // The one at the end of the class's facts, far below the ways it leads to.
    await calls.last().click();
    const ways = page.getByRole("region", { name: ui.trialOptions.heading });
    const form = ways.getByRole("link", { name: ui.trialCompletion.provider });
    await expect(form).toBeInViewport();
    await expect(form).toHaveAttribute("href", site.bookingProvider.trialFormUrl);
    const whatsapp = new URL((await ways.getByRole("link", { name: ui.trialOptions.whatsapp }).getAttribute("href"))!);
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe(`https://wa.me/${phoneDigits}`);
    expect(whatsapp.searchParams.get("text")).toContain(`${ui.trialForm.classLine}: ${entry.title}`);
  });

  test("the personal area offers the provider's login and says which sign-in is which", async ({ page }) => {
    await page.goto("/user-area");
    const login = page.getByRole("main").getByRole("link", { name: ui.userArea.providerNewTab });
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute("href", loginUrl);
    await expect(page.locator("[data-sign-in-note=provider]")).toBeVisible();
  });
});
