import type { Page, Route } from "@playwright/test";
import { test, expect, forgetFailedRequests, freezeClock, waitForHydration, BOOKING_PROVIDER } from "./fixtures";
import { EMBED_FALLBACK_MS } from "../src/lib/home";
import { PROVIDER_FRAME_SANDBOX } from "../src/components/EmbeddedFrame/EmbeddedFrame";
import { phoneDigits, site, startOf, ui } from "./content";

const { trialFormUrl, loginUrl } = site.bookingProvider;
const WHATSAPP = `https://wa.me/${phoneDigits}`;

/** The two frames of the home page, and how each is brought into the page. */
const FRAMES = [
  {
    name: "the try-out form",
    url: trialFormUrl,
    newTab: ui.home.trialFrameNewTab,
    box: (page: Page) => page.locator("#about [data-embed-state]"),
    show: (page: Page) => page.getByRole("button", { name: ui.home.trialToggle }).click(),
  },
  {
    name: "the personal-area login",
    url: loginUrl,
    newTab: ui.userArea.providerNewTab,
    box: (page: Page) => page.locator("#user-login [data-embed-state]"),
    show: (page: Page) =>
      page.evaluate(() => document.getElementById("user-login")?.scrollIntoView({ behavior: "instant" })),
  },
];

/** Ways the provider can fail, as Chromium meets them: each ends in the browser's error page inside the frame. */
const UNREACHABLE = [
  { kind: "refuses the connection", abort: "connectionrefused" },
  { kind: "has a name that does not resolve", abort: "namenotresolved" },
] as const;

async function openHome(page: Page) {
  await page.clock.install();
  await page.goto("/");
  await waitForHydration(page);
  // From here on the page's timers stand still: a failure shown now is not the time-out's doing.
  await freezeClock(page);
}

async function expectAlternativesForward(page: Page, frame: (typeof FRAMES)[number]) {
  const box = frame.box(page);
  await expect(box).toHaveAttribute("data-embed-state", "failed");
  const status = box.getByRole("status");
  await expect(status).toContainText(ui.frames.failed);
  await expect(status.getByRole("link", { name: frame.newTab })).toHaveAttribute("href", frame.url);
  await expect(status.getByRole("link", { name: frame.newTab })).toBeVisible();
  await expect(status.getByRole("link", { name: ui.frames.whatsapp })).toHaveAttribute(
    "href",
    new RegExp(`^${WHATSAPP}`),
  );
  await expect(status.getByRole("link", { name: startOf(ui.frames.call) })).toHaveAttribute(
    "href",
    `tel:+${phoneDigits}`,
  );
  // The browser's error page under it is out of the way of keyboards and screen readers.
  await expect(box.locator("iframe")).toHaveAttribute("aria-hidden", "true");
  await expect(box.locator("iframe")).toHaveAttribute("tabindex", "-1");
}

for (const frame of FRAMES) {
  test.describe(`${frame.name}'s frame`, () => {
    for (const { kind, abort } of UNREACHABLE) {
      test(`brings its alternatives forward at once when the provider ${kind}`, async ({ page, consoleErrors }) => {
        await page.route(BOOKING_PROVIDER, (route: Route) => route.abort(abort));
        await openHome(page);
        await frame.show(page);
        await expectAlternativesForward(page, frame);
        forgetFailedRequests(consoleErrors);
      });
    }

    test(`brings its alternatives forward after ${EMBED_FALLBACK_MS / 1000} s when the provider never answers`, async ({
      page,
    }) => {
      await page.route(BOOKING_PROVIDER, () => {
        // Never answers.
      });
      await openHome(page);
      await frame.show(page);
      const box = frame.box(page);
      await expect(box).toHaveAttribute("data-embed-state", "loading");
      await expect(box.getByRole("status")).toBeVisible();
      // The alternatives are next to the frame all along.
      await expect(box.getByRole("link", { name: frame.newTab })).toBeVisible();
      await page.clock.runFor(EMBED_FALLBACK_MS - 1);
      await expect(box).toHaveAttribute("data-embed-state", "loading");
      await page.clock.runFor(1);
      await expectAlternativesForward(page, frame);
    });

    test("shows the provider's page when it answers, its alternatives under it", async ({ page }) => {
      await openHome(page);
      await frame.show(page);
      const box = frame.box(page);
      await expect(box).toHaveAttribute("data-embed-state", "loaded");
      await expect(box.getByRole("status")).toBeHidden();
      await expect(page.frameLocator(`iframe[src="${frame.url}"]`).getByRole("heading")).toHaveText(
        "Booking provider (test page)",
      );
      await expect(box.locator("iframe")).not.toHaveAttribute("aria-hidden", "true");
      const newTab = box.getByRole("link", { name: frame.newTab });
      await expect(newTab).toBeVisible();
      await expect(newTab).toHaveAttribute("target", "_blank");
      // Long after, still the provider's page.
      await page.clock.runFor(EMBED_FALLBACK_MS * 2);
      await expect(box).toHaveAttribute("data-embed-state", "loaded");
    });
  });
}

test("a provider that answers late replaces the alternatives with its page", async ({ page }) => {
  let answer: (() => Promise<void>) | undefined;
  await page.route(BOOKING_PROVIDER, (route: Route) => {
    const pending = () =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><html lang='en'><title>form</title></html>" });
    if (route.request().resourceType() === "document") answer = pending;
    else void pending();
  });
  await openHome(page);
  await FRAMES[0]!.show(page);
  await page.clock.runFor(EMBED_FALLBACK_MS);
  const box = FRAMES[0]!.box(page);
  await expect(box).toHaveAttribute("data-embed-state", "failed");
  await expect.poll(() => answer !== undefined).toBe(true);
  await answer!();
  await expect(box).toHaveAttribute("data-embed-state", "loaded");
});

/**
 * A stand-in provider page that uses what a booking page needs (a script, its own storage, a form, a new tab) and a
 * link that would take the site's own tab away.
 */
const WORKING_PROVIDER_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Provider</title></head>
<body><main aria-label="Provider"><h1>Booking provider (test page)</h1><p id="ran"></p>
<form method="get"><input name="sent" value="yes" aria-label="sent"><button>Send</button></form>
<a href="${trialFormUrl}?pay=1" target="_blank">Pay</a> <a href="https://elsewhere.example/" target="_top">Leave</a>
<script>localStorage.setItem("session", "kept");
document.getElementById("ran").textContent = "ran, " + localStorage.getItem("session");</script></main></body></html>`;

test("frames the provider in a sandbox: its script, storage, form and new tab work; taking the site's tab does not", async ({
  page,
  consoleErrors,
}) => {
  await page.route(BOOKING_PROVIDER, (route: Route) =>
    route.fulfill({ contentType: "text/html", body: WORKING_PROVIDER_PAGE }),
  );
  await openHome(page);
  await FRAMES[0]!.show(page);
  const box = FRAMES[0]!.box(page);
  await expect(box.locator("iframe")).toHaveAttribute("sandbox", PROVIDER_FRAME_SANDBOX);
  const frame = page.frameLocator(`iframe[src="${trialFormUrl}"]`);
  await expect(frame.locator("#ran")).toHaveText("ran, kept");

  await test.step("a new tab opens", async () => {
    const opened = page.waitForEvent("popup");
    await frame.getByRole("link", { name: "Pay" }).click();
    await (await opened).close();
  });

  await test.step("the form is sent", async () => {
    await frame.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => page.frames().some((candidate) => candidate.url().includes("sent=yes"))).toBe(true);
  });

  await test.step("the provider cannot lead the site's tab elsewhere, even on a click", async () => {
    const siteUrl = page.url();
    const refusal = page.waitForEvent("console", (message) =>
      /navigation of the top-level window is sandboxed/.test(message.text()),
    );
    await frame.getByRole("link", { name: "Leave" }).click();
    await refusal;
    expect(page.url()).toBe(siteUrl);
    await expect(box).toHaveAttribute("data-embed-state", "loaded");
  });
  // Chromium reports the refused navigation on the console; that one is expected here.
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((error) => !/Unsafe attempt to initiate navigation|sandboxed/i.test(error)),
  );
});
