import { test, expect, expectNoAxeViolations, waitForHydration } from "./fixtures";
import { classes, faq, readContent, site, ui } from "./content";
import { classDays, classWithOneGroup, daysOn } from "./trial-dates";

/**
 * Issue 37: the studio's terms and duties are on the site. The terms (/terms, content/terms.json) are linked from every
 * price, the shop, the try-out's last step and the FAQ; the health declaration says how it is signed wherever a
 * parent meets it; the forms that ask for details say why, linking the privacy notice. Found on a 360 px phone.
 */
const terms = readContent("terms");
const PHONE = { width: 360, height: 740 };
const termsLink = (href: RegExp = /^\/terms(#[a-z-]+)?$/) => ({ name: ui.termsPage.link, href });

test.beforeEach(async ({ page }) => page.setViewportSize(PHONE));

test("the terms page has every section of content/terms.json, each at its address, and names the business", async ({
  page,
}) => {
  await page.goto("/terms");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(ui.termsPage.title);
  await expect(main.getByRole("heading", { level: 2 })).toHaveText(terms.sections.map((section) => section.heading));
  for (const slug of ["trial", "membership", "course", "punch-card", "gift-card", "distance-sale"])
    await expect(main.locator(`section#${slug}`)).toBeVisible();
  for (const text of [site.legalEntity.name, site.legalEntity.number, site.email])
    await expect(main).toContainText(text);
  await expect(main).toContainText("14 יום");
  // Every placeholder filled; the health declaration's "how" among them.
  await expect(main).not.toContainText("{");
  await expect(main.locator("section#health")).toContainText(site.healthDeclaration.how);
});

test("every price leads to the terms: a class's, the shop's, the home page's try-out", async ({ page }) => {
  const monthly = classes.find((entry) => entry.price?.period === "month")!;
  await page.goto(`/classes/${monthly.slug}`);
  const facts = page.getByRole("complementary", { name: ui.classPage.facts });
  const link = facts.getByRole("link", { name: ui.termsPage.link });
  await expect(link).toHaveAttribute("href", "/terms#membership");
  const course = classes.find((entry) => entry.price?.period === "course");
  if (course) {
    await page.goto(`/classes/${course.slug}`);
    await expect(
      page.getByRole("complementary", { name: ui.classPage.facts }).getByRole("link", { name: ui.termsPage.link }),
    ).toHaveAttribute("href", "/terms#course");
  }
  await page.goto("/shop");
  await expect(page.getByRole("main").getByRole("link", termsLink())).toBeVisible();
  await page.goto("/");
  // In the try-out panel (open without JavaScript, behind its button once the page runs).
  await expect(page.locator('a[href="/terms#trial"]')).toHaveText(ui.termsPage.link);
});

test("each class's what-to-bring and the FAQ say how the health declaration is signed; the FAQ links the terms", async ({
  page,
}) => {
  await page.goto(`/classes/${classes[0]!.slug}`);
  const bring = page.getByRole("heading", { name: ui.classPage.bring, exact: true });
  const declaration = page.locator("[data-health-declaration]");
  await expect(declaration).toContainText(ui.page.health);
  await expect(declaration).toContainText(site.healthDeclaration.how);
  // Right after the list of what to bring.
  expect(
    await bring.evaluate((heading) =>
      heading.nextElementSibling?.nextElementSibling?.hasAttribute("data-health-declaration"),
    ),
  ).toBe(true);

  await page.goto("/faq");
  const health = faq.find((entry) => entry.answer.some((text) => text.includes("{healthDeclaration}")))!;
  await expect(page.locator(`#${health.slug}`)).toContainText(site.healthDeclaration.how);
  await expect(page.locator("#cancel-or-move").getByRole("link", termsLink())).toBeVisible();
});

test("the try-out form says why it asks and links the privacy notice; its last step, the health declaration and the terms", async ({
  page,
  tryOut,
}) => {
  const entry = classWithOneGroup();
  await tryOut.openOnClassPage(entry.slug);
  const privacyLink = tryOut.form.getByRole("link", { name: new RegExp(`^${ui.privacyPage.title}`) });
  await expect(tryOut.form).toContainText(ui.trialBooking.why);
  await expect(privacyLink).toHaveAttribute("href", "/privacy#trial-form");
  await expect(privacyLink).toHaveAttribute("target", "_blank");
  await expect(tryOut.form.getByRole("link", { name: new RegExp(`^${ui.termsPage.link}`) })).toHaveAttribute(
    "href",
    "/terms#trial",
  );
  await tryOut.fill({ date: daysOn(classDays(entry))[0]! });
  await tryOut.send();
  await tryOut.expectCompletion();
  await expect(tryOut.completion.locator("[data-health-declaration]")).toContainText(site.healthDeclaration.how);
  await expect(tryOut.completion.getByRole("link", { name: new RegExp(`^${ui.termsPage.link}`) })).toHaveAttribute(
    "target",
    "_blank",
  );
  await expectNoAxeViolations(page, { include: "dialog[open]" });
});

test("the home page's provider form says where what is typed in it goes, links the privacy notice and the terms", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: ui.home.trialToggle }).click();
  const panel = page.locator("#about");
  await expect(panel).toContainText(ui.home.trialProviderWhy);
  const privacyLink = panel.getByRole("link", { name: new RegExp(`^${ui.privacyPage.title}`) });
  await expect(privacyLink).toHaveAttribute("href", "/privacy#booking-provider");
  await expect(privacyLink).toHaveAttribute("target", "_blank");
  await expect(panel.getByRole("link", { name: new RegExp(`^${ui.termsPage.link}`) })).toHaveAttribute(
    "href",
    "/terms#trial",
  );
});

test("the sign-in form says why it asks and links the privacy notice", async ({ signIn }) => {
  await signIn.openOn("/shop");
  await expect(signIn.dialog).toContainText(ui.login.why);
  await expect(signIn.dialog.getByRole("link", { name: new RegExp(`^${ui.privacyPage.title}`) })).toHaveAttribute(
    "href",
    "/privacy#sign-in",
  );
});
