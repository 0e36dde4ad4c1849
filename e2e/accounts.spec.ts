import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations, freezeClock, waitForHydration } from "./fixtures";
import { SITE_AUTH_HOST, TEST_AUTH_HOST, testAccounts } from "./servers";
import { DEMO_USERS, seedDemoUsers } from "../scripts/demo-users.mjs";
import { report, walkHeaderAtEveryWidth, walkPages, type Overflow } from "./layout-walk";
import { emulatorUnreachable, loginErrorSentences } from "../src/features/account/login-errors";
import { AUTH_ANSWER_TIMEOUT_MS, NO_ANSWER_CODE } from "../src/features/account/answer-timeout";
import { PENDING_CHANGES_URL, contentFormUrl, splitBlockedDates } from "../src/lib/site-status";
import { noticesInForce, upcomingEvents } from "../src/lib/dated-content";
import { buildDate } from "../site-build/gatsby-node/build-date";
import { CONTENT_FILE_NAMES } from "../src/content/content-files";
import { booking, contentIn, events, notices as noticesOfContent, site, ui } from "./content";
import type { Language } from "../src/language/language";
import { latinWordsOutsideEnglish } from "./latin-words";
import { SignInDialog, dropRefusals, recordAlerts } from "./pages/sign-in-dialog";
import { SESSION_CHECK_ATTRIBUTE, SESSION_MARKER_KEY } from "../src/features/account/session-marker";

const LOGIN_ERROR_SENTENCES = loginErrorSentences(ui.loginErrors);
const WRONG_CREDENTIALS = ui.loginErrors.wrongCredentials;
const ADMIN = { email: site.adminEmails[0]!, password: "admin-pass-123" };
const MEMBER = { email: "member@motionlab.example", password: "member-pass-123" };
const SUCCESS = ui.login.success;

/** The same address in other letters' case: every other character upper-cased. */
const otherCase = (email: string) =>
  [...email].map((character, index) => (index % 2 ? character.toUpperCase() : character.toLowerCase())).join("");

const { clearAccounts, createUser, oobCodes } = testAccounts;

// The tests' own Auth emulator serves every test, and each test starts from no accounts: this file's tests run one after
// another in a single worker, whatever the other files do.
test.describe.configure({ mode: "default" });

test.beforeEach(async () => {
  await clearAccounts();
});

const accountButton = (page: Page, language: Language = "he") =>
  page.getByRole("button", { name: contentIn(language).ui.accountMenu.myAccount });
const adminLink = (page: Page) => page.getByRole("link", { name: ui.header.admin });

async function signInAs(page: Page, user: { email: string; password: string }, path = "/shop") {
  const signIn = new SignInDialog(page);
  const alerts = recordAlerts(page);
  await signIn.openOn(path);
  await signIn.logIn(user.email, user.password);
  await expect(signIn.dialog).toBeHidden();
  expect(alerts).toEqual([SUCCESS]);
}

test.describe("the login modal", () => {
  test("is the spec's form, takes the focus, keeps it, and gives it back on Escape and on ×", async ({
    page,
    signIn,
  }) => {
    await signIn.openOn();
    const modal = signIn.dialog;
    await expect(modal.getByRole("heading", { name: ui.login.title })).toBeVisible();
    await expect(modal.getByRole("button", { name: ui.page.close })).toHaveText("×");
    await expect(modal.getByPlaceholder(ui.login.emailPlaceholder)).toHaveAttribute("type", "email");
    await expect(modal.getByPlaceholder(ui.login.passwordPlaceholder)).toHaveAttribute("type", "password");
    await expect(modal.getByRole("button", { name: ui.login.submit })).toBeEnabled();
    await expect(modal.getByPlaceholder(ui.login.emailPlaceholder)).toBeFocused();
    await expectNoAxeViolations(page);

    // The page behind is inert: Tab cycles through the modal's controls, passing only through the browser's own
    // controls (where the document's focus is on <body>), never to the page behind.
    const visited = new Set<string>();
    for (let step = 0; step < 10; step++) {
      await page.keyboard.press("Tab");
      const focus = await modal.evaluate((element) => {
        const active = document.activeElement;
        if (!active || active === document.body) return "browser";
        if (!element.contains(active)) return `outside: ${active.outerHTML.slice(0, 80)}`;
        return active.getAttribute("placeholder") ?? active.textContent ?? "?";
      });
      expect(focus).not.toMatch(/^outside/);
      visited.add(focus);
    }
    // The form's line on why it asks links the privacy notice (in a new tab): a control of the modal too.
    const privacyLink = `${ui.privacyPage.title} ${ui.page.newTab}`;
    expect([...visited].filter((name) => name !== "browser").sort()).toEqual(
      [
        ui.login.emailPlaceholder,
        ui.login.submit,
        ui.login.passwordPlaceholder,
        ui.account.forgotPassword,
        privacyLink,
        "×",
      ].sort(),
    );

    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    await expect(signIn.headerButton).toBeFocused();

    await signIn.headerButton.click();
    await modal.getByRole("button", { name: ui.page.close }).click();
    await expect(modal).toBeHidden();
    await expect(signIn.headerButton).toBeFocused();
  });

  test("signs in: the success alert, then the modal closes and the header holds the user's menu", async ({
    page,
    signIn,
  }) => {
    await createUser(MEMBER.email, MEMBER.password);
    await signInAs(page, MEMBER);
    await expect(signIn.headerButton).toHaveCount(0);
    await accountButton(page).click();
    await expect(page.getByRole("banner").getByText(MEMBER.email)).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: ui.accountMenu.signOut })).toBeVisible();
  });

  test("signs in through the tests' own Auth emulator, never the one the site names (the demo users' one)", async ({
    page,
  }) => {
    expect(TEST_AUTH_HOST).not.toBe(SITE_AUTH_HOST);
    await createUser(MEMBER.email, MEMBER.password);
    const lastLogin = async () => Number((await testAccounts.findUser(MEMBER.email))?.lastLoginAt);
    const created = await lastLogin();
    await signInAs(page, MEMBER);
    expect(await lastLogin()).toBeGreaterThan(created);
  });

  test("reads its pending words and is disabled while the request is pending", async ({ page, signIn }) => {
    await createUser(MEMBER.email, MEMBER.password);
    const alerts = recordAlerts(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/accounts:signInWithPassword*", async (route) => {
      await held;
      await route.fallback();
    });
    await signIn.openOn();
    await signIn.logIn(MEMBER.email, MEMBER.password);
    const pending = signIn.dialog.getByRole("button", { name: ui.login.pending });
    await expect(pending).toBeDisabled();
    await expect(pending).toHaveText(ui.login.pending);
    expect(alerts).toEqual([]);
    release();
    await expect(signIn.dialog).toBeHidden();
    expect(alerts).toEqual([SUCCESS]);
  });

  const failures = [
    { name: "a wrong password", code: "wrong-password", email: MEMBER.email, password: "not-the-password" },
    { name: "an unknown user", code: "user-not-found", email: "nobody@motionlab.example", password: "whatever-123" },
    { name: "a disabled user", code: "user-disabled", email: "gone@motionlab.example", password: "gone-pass-123" },
  ];

  test("refuses a wrong password, an unknown user and a disabled user, each with its sentence, and stays open", async ({
    page,
    consoleErrors,
    signIn,
  }) => {
    await createUser(MEMBER.email, MEMBER.password);
    await createUser("gone@motionlab.example", "gone-pass-123", { disabled: true });
    const alerts = recordAlerts(page);
    await signIn.openOn();
    for (const failure of failures) {
      await test.step(failure.name, async () => {
        alerts.length = 0;
        await signIn.logIn(failure.email, failure.password);
        await expect.poll(() => alerts).toEqual([LOGIN_ERROR_SENTENCES[failure.code]]);
        await expect(signIn.dialog.getByRole("alert")).toHaveText(LOGIN_ERROR_SENTENCES[failure.code]!);
        await expect(signIn.submitButton).toBeEnabled();
        await expect(signIn.dialog).toBeVisible();
        await expect(signIn.headerButton).toBeVisible();
      });
    }
    dropRefusals(consoleErrors);
  });

  test("on a wrong password, phone and desktop: the alert, then the same sentence in the form, which keeps what was typed", async ({
    page,
    consoleErrors,
    signIn,
  }) => {
    test.setTimeout(60_000); // two page loads
    await createUser(MEMBER.email, MEMBER.password);
    const alerts = recordAlerts(page);
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 360, height: 740 },
    ]) {
      await test.step(`${viewport.width}×${viewport.height}`, async () => {
        alerts.length = 0;
        await page.setViewportSize(viewport);
        await signIn.openOn();
        await signIn.logIn(MEMBER.email, "not-the-password");
        await expect.poll(() => alerts).toEqual([WRONG_CREDENTIALS]);
        // The pop-up is closed (recordAlerts accepted it); the sentence stays where the visitor reads and types.
        await expect(signIn.dialog.getByRole("alert")).toHaveText(WRONG_CREDENTIALS);
        await expect(signIn.dialog.getByRole("alert")).toBeInViewport();
        await expect(signIn.email).toHaveValue(MEMBER.email);
        await expect(signIn.password).toHaveValue("not-the-password");
        await expectNoAxeViolations(page, { include: "dialog" });
      });
    }
    dropRefusals(consoleErrors);
  });

  test("says the same to an unknown address and a wrong password, so nobody learns who has an account", async ({
    page,
    consoleErrors,
    signIn,
  }) => {
    await createUser(MEMBER.email, MEMBER.password);
    const alerts = recordAlerts(page);
    await signIn.openOn();
    await signIn.logIn(MEMBER.email, "not-the-password");
    await expect(signIn.submitButton).toBeEnabled();
    await signIn.logIn("nobody@motionlab.example", "not-the-password");
    await expect(signIn.submitButton).toBeEnabled();
    // The disabled account's own password: still the same sentence.
    await signIn.logIn("gone@motionlab.example", "gone-pass-123");
    await expect.poll(() => alerts.length).toBe(3);
    expect(alerts).toEqual([WRONG_CREDENTIALS, WRONG_CREDENTIALS, WRONG_CREDENTIALS]);
    dropRefusals(consoleErrors);
  });

  test("ends a sign-in that gets no answer after 10 s with a clear message, and gives the button back", async ({
    page,
    signIn,
  }) => {
    await createUser(MEMBER.email, MEMBER.password);
    // The provider never answers.
    await page.route("**/accounts:signInWithPassword*", () => undefined);
    await page.clock.install();
    const alerts = recordAlerts(page);
    await signIn.openOn();
    await freezeClock(page);
    await signIn.logIn(MEMBER.email, MEMBER.password);
    const pending = signIn.dialog.getByRole("button", { name: ui.login.pending });
    await expect(pending).toBeDisabled();
    await page.clock.runFor(AUTH_ANSWER_TIMEOUT_MS - 1);
    await expect(pending).toBeDisabled();
    expect(alerts).toEqual([]);
    await page.clock.runFor(1);
    await expect(signIn.submitButton).toBeEnabled();
    expect(alerts).toEqual([LOGIN_ERROR_SENTENCES[NO_ANSWER_CODE]]);
    await expect(signIn.dialog).toBeVisible();
  });

  test("in a build for the local emulator, tells the developer to start it when it does not answer", async ({
    page,
    consoleErrors,
    signIn,
  }) => {
    await page.route(`http://${SITE_AUTH_HOST}/**`, (route) => route.abort("connectionrefused"));
    const alerts = recordAlerts(page);
    await signIn.openOn();
    await signIn.logIn(MEMBER.email, MEMBER.password);
    await expect(signIn.submitButton).toBeEnabled();
    expect(alerts).toEqual([emulatorUnreachable(ui.loginErrors, SITE_AUTH_HOST)]);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !/net::ERR_/.test(error)));
  });
});

test.describe("a forgotten password", () => {
  const resetForm = (page: Page) => new SignInDialog(page).dialog.getByRole("form", { name: ui.account.resetTitle });
  const resetsFor = async (email: string) =>
    (await oobCodes()).filter((code) => code.requestType === "PASSWORD_RESET" && code.email === email);

  async function askForReset(page: Page, email: string) {
    const signIn = new SignInDialog(page);
    await signIn.email.fill(email);
    await signIn.dialog.getByRole("button", { name: ui.account.forgotPassword }).click();
    const form = resetForm(page);
    await expect(form.getByRole("textbox", { name: ui.account.resetEmail })).toHaveValue(email);
    await expect(form.getByRole("textbox", { name: ui.account.resetEmail })).toBeFocused();
    await form.getByRole("button", { name: ui.account.resetSubmit }).click();
    await expect(form.getByRole("status")).toHaveText(ui.account.resetSent);
  }

  test("sends Firebase's reset e-mail from the login modal", async ({ page, signIn }) => {
    await createUser(MEMBER.email, MEMBER.password);
    const before = (await resetsFor(MEMBER.email)).length;
    await signIn.openOn();
    await askForReset(page, MEMBER.email);
    await expect.poll(async () => (await resetsFor(MEMBER.email)).length).toBe(before + 1);
    await expectNoAxeViolations(page, { include: "dialog" });
    await signIn.dialog.getByRole("button", { name: ui.account.backToLogin }).click();
    await expect(signIn.submitButton).toBeVisible();
  });

  test("says the same for an address without an account, and sends nothing", async ({
    page,
    consoleErrors,
    signIn,
  }) => {
    const nobody = "nobody-here@motionlab.example";
    await signIn.openOn();
    await askForReset(page, nobody);
    expect(await resetsFor(nobody)).toEqual([]);
    // The emulator refuses the unknown address (HTTP 400), which the browser logs; the visitor reads the same sentence.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !/status of 400/.test(error)));
  });
});

test.describe("the admin link", () => {
  test("shows for the admin address typed in any letter case, and sign-out hides it", async ({ page, signIn }) => {
    await createUser(ADMIN.email, ADMIN.password, { emailVerified: true });
    await expect(adminLink(page)).toHaveCount(0);
    const typed = otherCase(ADMIN.email);
    expect(typed).not.toBe(ADMIN.email);
    await signInAs(page, { email: typed, password: ADMIN.password });
    await expect(adminLink(page)).toHaveAttribute("href", "/admin");

    await page.reload();
    await waitForHydration(page);
    await expect(adminLink(page)).toBeVisible();

    await accountButton(page).click();
    await page.getByRole("button", { name: ui.accountMenu.signOut }).click();
    await expect(adminLink(page)).toHaveCount(0);
    await expect(signIn.headerButton).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  });

  test("does not show for a member", async ({ page }) => {
    await createUser(MEMBER.email, MEMBER.password);
    await signInAs(page, MEMBER);
    await expect(accountButton(page)).toBeVisible();
    await expect(adminLink(page)).toHaveCount(0);
  });

  test("does not show for the admin's address before it is verified, as firestore.rules ask", async ({ page }) => {
    await createUser(ADMIN.email, ADMIN.password);
    await signInAs(page, ADMIN, "/admin");
    await expect(accountButton(page)).toBeVisible();
    await expect(page.locator("[data-admin-status]")).toHaveCount(0);
    await expect(adminLink(page)).toHaveCount(0);
  });

  test("is in the mobile menu too, as is the sign-in button", async ({ page, signIn }) => {
    await createUser(ADMIN.email, ADMIN.password, { emailVerified: true });
    await page.setViewportSize({ width: 390, height: 800 });
    const alerts = recordAlerts(page);
    await page.goto("/shop");
    await waitForHydration(page);
    await page.getByRole("button", { name: ui.header.menuToggle }).click();
    await signIn.headerButton.click();
    await signIn.logIn(ADMIN.email, ADMIN.password);
    await expect(signIn.dialog).toBeHidden();
    expect(alerts).toEqual([SUCCESS]);
    await page.getByRole("button", { name: ui.header.menuToggle }).click();
    await expect(adminLink(page)).toBeVisible();
    await expect(accountButton(page)).toBeVisible();
  });
});

test.describe("a returning member's header", () => {
  /** From the page's first byte, counts the frames in which the header's sign-in button is shown, until the account menu is. */
  const countSignInFramesUntilAccountMenu = (page: Page) =>
    page.addInitScript(() => {
      const win = window as unknown as { signInFrames: number };
      win.signInFrames = 0;
      const watch = () => {
        if (document.querySelector("[data-account-menu]")) return;
        if (document.querySelector("[data-sign-in]")?.checkVisibility({ visibilityProperty: true })) {
          win.signInFrames += 1;
        }
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
  const framesSeen = (page: Page) => page.evaluate(() => (window as unknown as { signInFrames: number }).signInFrames);

  test("never offers the sign-in button while Firebase checks the session, then holds the account menu", async ({
    page,
  }) => {
    await createUser(MEMBER.email, MEMBER.password);
    await signInAs(page, MEMBER);
    await countSignInFramesUntilAccountMenu(page);
    for (const path of ["/faq", "/"]) {
      await page.goto(path);
      await expect(accountButton(page)).toBeVisible();
      expect(await framesSeen(page), `frames with the sign-in button on ${path}`).toBe(0);
    }
  });

  test("offers the sign-in button once the check finds the session gone", async ({ page, signIn }) => {
    // The session ended elsewhere (its browser data cleared, the account removed): only the marker is left.
    await page.addInitScript((key) => window.localStorage.setItem(key, "1"), SESSION_MARKER_KEY);
    await page.goto("/faq");
    await waitForHydration(page);
    await expect(signIn.headerButton).toBeVisible();
    await expect(accountButton(page)).toHaveCount(0);
    expect(await page.evaluate((name) => document.documentElement.hasAttribute(name), SESSION_CHECK_ATTRIBUTE)).toBe(
      false,
    );
  });
});

const PROVIDER_PAGE =
  "<!doctype html><html lang='en'><title>Provider login</title><main aria-label='Provider'><h1>Provider login</h1></main></html>";

test.describe("/user-area", () => {
  test.beforeEach(async ({ page }) => {
    await page.route("https://booking.provider.example/**", (route) =>
      route.fulfill({ contentType: "text/html", body: PROVIDER_PAGE }),
    );
  });

  test("signed out: says what the personal area is, and its button opens the login modal", async ({ page, signIn }) => {
    await page.goto("/user-area");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: ui.userArea.signedOutHeading })).toBeVisible();
    // The provider's personal area is offered in a new tab before any sign-in to the site.
    await expect(page.getByRole("main").getByRole("link", { name: ui.userArea.providerNewTab })).toHaveAttribute(
      "href",
      site.bookingProvider.loginUrl,
    );
    await page.getByRole("main").getByRole("button", { name: ui.userArea.signIn }).click();
    await expect(signIn.dialog).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test("shows a neutral state while it checks who is signed in", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/firebase-auth.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/user-area");
    await waitForHydration(page);
    await expect(page.getByText(ui.userArea.checking)).toBeVisible();
    await expect(page.getByRole("heading", { name: ui.userArea.signedOutHeading })).toHaveCount(0);
    release();
    await expect(page.getByRole("heading", { name: ui.userArea.signedOutHeading })).toBeVisible();
  });

  test("signed in: the e-mail, sign-out, the provider's personal area in a frame and a new tab, and help", async ({
    page,
  }) => {
    await createUser(MEMBER.email, MEMBER.password);
    await signInAs(page, MEMBER, "/user-area");
    await expect(page.locator("[data-user-email]")).toHaveText(MEMBER.email);
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute("src", site.bookingProvider.loginUrl);
    await expect(page.frameLocator("iframe").getByRole("heading", { name: "Provider login" })).toBeVisible();
    const newTab = page.getByRole("main").getByRole("link", { name: ui.userArea.providerNewTab });
    await expect(newTab).toHaveAttribute("href", site.bookingProvider.loginUrl);
    await expect(newTab).toHaveAttribute("target", "_blank");
    await expect(page.getByText(ui.userArea.help)).toBeVisible();
    await expectNoAxeViolations(page, { include: "main" });

    await page.getByRole("main").getByRole("button", { name: ui.userArea.signOut }).click();
    await expect(page.getByRole("heading", { name: ui.userArea.signedOutHeading })).toBeVisible();
    await expect(frame).toHaveCount(0);
  });
});

test.describe("/admin", () => {
  test("is kept out of search engines and asks a signed-out visitor to sign in", async ({ page, signIn }) => {
    await page.goto("/admin");
    await waitForHydration(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ui.admin.title);
    await expect(page.locator("[data-admin-state=signed-out]")).toContainText(ui.admin.signedOut);
    // The security rules' note is one of the technical details that only a development build shows.
    await expect(page.getByText(ui.admin.securityNote)).toHaveCount(0);
    await page.getByRole("main").getByRole("button", { name: ui.admin.signIn }).click();
    await expect(signIn.dialog).toBeVisible();
    await expect(page.locator("[data-admin-status]")).toHaveCount(0);
  });

  test("tells a member clearly that there is no access", async ({ page }) => {
    await createUser(MEMBER.email, MEMBER.password);
    await signInAs(page, MEMBER, "/admin");
    await expect(page.getByRole("heading", { name: ui.admin.noAccessTitle })).toBeVisible();
    await expect(page.locator("[data-admin-status]")).toHaveCount(0);
  });

  test("shows an admin what is live: notices, events, the next blocked dates, edit links, the build", async ({
    page,
  }) => {
    // The page's today, fixed on a day among the content's blocked dates: the list starts there.
    const blocked = [...booking.blockedDates].sort();
    const today = blocked[Math.floor(blocked.length / 2)] ?? "2025-07-10";
    await page.clock.setFixedTime(new Date(`${today}T12:00:00+03:00`));
    await createUser(ADMIN.email, ADMIN.password, { emailVerified: true });
    await signInAs(page, ADMIN, "/admin");
    const status = page.locator("[data-admin-status]");
    await expect(status).toBeVisible();
    const section = (name: string) => status.getByRole("region", { name });
    const built = buildDate();
    const notices = noticesInForce(noticesOfContent, built);
    if (notices.length === 0) await expect(section(ui.admin.noticesHeading)).toContainText(ui.admin.noNotices);
    else await expect(section(ui.admin.noticesHeading).getByRole("listitem")).toHaveCount(notices.length);
    const upcoming = upcomingEvents(events, built);
    if (upcoming.length === 0) await expect(section(ui.admin.eventsHeading)).toContainText(ui.admin.noEvents);
    else
      await expect(section(ui.admin.eventsHeading).getByRole("link")).toHaveText(upcoming.map((event) => event.title));
    await expect(status.locator("[data-blocked=upcoming] time")).toHaveCount(
      splitBlockedDates(booking.blockedDates, today).upcoming.length,
    );
    // Where the changes saved in the editor are: the editor's page of pending changes.
    await expect(section(ui.admin.changesHeading).getByRole("link", { name: ui.admin.changesLink })).toHaveAttribute(
      "href",
      PENDING_CHANGES_URL,
    );
    // Each content file's form in the content editor, and the file in GitHub's web editor beside it.
    const files = section(ui.admin.filesHeading).getByRole("listitem");
    await expect(files).toHaveCount(CONTENT_FILE_NAMES.length);
    const siteLinks = files.first().getByRole("link");
    await expect(siteLinks.first()).toHaveAttribute("href", contentFormUrl("site.json"));
    await expect(siteLinks.last()).toHaveAttribute("href", `${site.repositoryUrl}/edit/main/content/site.json`);
    // One under the other in the file's own cell, so that each pair reads as one file's.
    const [formBox, githubBox] = await Promise.all([siteLinks.first().boundingBox(), siteLinks.last().boundingBox()]);
    expect(githubBox!.y).toBeGreaterThanOrEqual(formBox!.y + formBox!.height - 1);
    await expect(status.locator("[data-build-info] code")).toHaveText(/^[0-9a-f]{7,}$|^unknown$/);
    await expect(status.locator("[data-build-date]")).toHaveAttribute("data-build-date", built);
    // A production build names no service, variable, emulator or demo project.
    await expect(status.locator("[data-admin-technical]")).toHaveCount(0);
    await expect(status).not.toContainText(/GATSBY_|אמולטור|demo-studio|firestore\.rules/);
    await expectNoAxeViolations(page);
  });
});

test("signed in as admin, the header, its menu, the personal area and the admin page write no Latin word", async ({
  page,
}) => {
  await createUser(ADMIN.email, ADMIN.password, { emailVerified: true });
  await signInAs(page, ADMIN, "/user-area");
  await accountButton(page).click();
  expect(await latinWordsOutsideEnglish(page)).toEqual([]);
  await page.goto("/admin");
  await waitForHydration(page);
  await expect(page.locator("[data-admin-status]")).toBeVisible();
  expect(await latinWordsOutsideEnglish(page)).toEqual([]);
});

// Signed out, every route at every width is measured by pages.spec.ts, and the home page's and the try-out modal's
// states by layout.spec.ts. Signed in, what changes is the header (the account menu, the admin link) on every page,
// and the contents of the personal area and the admin page.
test.describe("no sideways scrolling from 320 to 1920 px, signed in", () => {
  test.describe.configure({ timeout: 120_000 });

  // The admin's header holds everything a member's does, and the admin link besides; the English header its words and
  // the language link too.
  test("as admin: the header with each menu open in both languages, the personal area and the admin page", async ({
    page,
  }) => {
    await createUser(ADMIN.email, ADMIN.password, { emailVerified: true });
    await signInAs(page, ADMIN, "/shop");
    const results: Overflow[] = [];
    await walkHeaderAtEveryWidth(page, results);
    await page.goto("/en/shop");
    await waitForHydration(page);
    await expect(accountButton(page, "en")).toBeVisible();
    // The admin panel is the Hebrew site's alone: the English header links it there, a page load of its own.
    const englishAdminLink = page.getByRole("link", { name: contentIn("en").ui.header.admin });
    await expect(englishAdminLink).toHaveAttribute("href", "/admin");
    await expect(englishAdminLink).toHaveAttribute("hreflang", "he");
    await walkHeaderAtEveryWidth(page, results);
    await walkPages(page, ["/user-area", "/admin"], results);
    expect(report("admin", results)).toEqual([]);
  });

  test("as member: the admin page's refusal", async ({ page }) => {
    await createUser(MEMBER.email, MEMBER.password);
    await signInAs(page, MEMBER, "/shop");
    const results: Overflow[] = [];
    await walkPages(page, ["/admin"], results);
    expect(report("member", results)).toEqual([]);
  });
});

test.describe("the demo users of npm start and npm run emulators", () => {
  test("are created, and an existing one gets its README password back", async () => {
    const [admin, member] = DEMO_USERS as [(typeof DEMO_USERS)[0], (typeof DEMO_USERS)[0]];
    await createUser(member.email, "changed-by-someone-123");
    expect(await testAccounts.canSignIn(member.email, member.password)).toBe(false);

    await seedDemoUsers(testAccounts);
    for (const user of [admin, member]) {
      expect(await testAccounts.canSignIn(user.email, user.password), user.email).toBe(true);
    }
    expect(await testAccounts.canSignIn(member.email, "changed-by-someone-123")).toBe(false);
  });
});
