import { expect } from "../fixtures";
import { isPaused, offersTrial } from "../../src/lib/class-status";
import { localPath } from "../../src/language/language";
import { contentIn } from "../content";
import { classEntryOf, oncePerRoute, type RouteCheck, type SiteRoute, type VisitTarget } from "../route-visit";

const isClassPage = ({ route }: { route: SiteRoute }) => route.kind === "class";
/** A class that runs now: its page offers a try-out and lists its sessions (a paused one offers similar classes). */
const isRunningClassPage = ({ route }: { route: SiteRoute }) =>
  route.kind === "class" && !isPaused(classEntryOf(route));
const isPausedClassPage = ({ route }: { route: SiteRoute }) => route.kind === "class" && isPaused(classEntryOf(route));
/** A running class that offers a try-out, and one that says `"trial": false` (joined another way). */
const isTrialClassPage = ({ route }: { route: SiteRoute }) =>
  isRunningClassPage({ route }) && offersTrial(classEntryOf(route));
const isJoinClassPage = ({ route }: { route: SiteRoute }) =>
  isRunningClassPage({ route }) && !offersTrial(classEntryOf(route));
const isRunningClassPageOnce = (target: VisitTarget) => isRunningClassPage(target) && oncePerRoute(target);
const isTrialClassPageOnce = (target: VisitTarget) => isTrialClassPage(target) && oncePerRoute(target);

export const classPageChecks: RouteCheck[] = [
  {
    // After the scroll: on a phone the picture may be below the first screen, and loaded lazily.
    name: "shows its picture, described by its alt text, in modern formats",
    phase: "whole-page",
    only: isClassPage,
    async run({ page, route }) {
      const picture = page.getByRole("img", { name: classEntryOf(route).imageAlt, exact: true });
      await expect(picture).toBeVisible();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const wrapper = page.locator("[data-gatsby-image-wrapper]", { has: picture });
      await expect(wrapper.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /\/static\/.+\.avif/);
      await expect(wrapper.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /\/static\/.+\.webp/);
    },
  },
  {
    name: "links its facts to the weekly timetable",
    only: isRunningClassPageOnce,
    async run({ page, route }) {
      const { ui } = contentIn(route.language);
      const facts = page.getByRole("complementary", { name: ui.classPage.facts });
      await expect(facts.getByRole("link", { name: ui.classPage.fullSchedule })).toHaveAttribute(
        "href",
        localPath(route.language, "/schedule"),
      );
    },
  },
  {
    name: "its call to action opens the try-out form set to the class and its sport",
    phase: "interaction",
    only: isTrialClassPageOnce,
    async run({ page, route }) {
      const { ui, booking, trialCallToAction } = contentIn(route.language);
      await page.getByRole("link", { name: trialCallToAction }).first().click();
      const modal = page.getByRole("dialog", { name: ui.trialBooking.title });
      await expect(modal.getByLabel(ui.trialBooking.sport, { exact: true })).toHaveValue(
        classEntryOf(route).sport ?? booking.defaultSport,
      );
      await expect(modal.getByLabel(ui.trialClassChoice.classLabel, { exact: true })).toHaveValue(
        classEntryOf(route).slug,
      );
      await page.keyboard.press("Escape");
      await expect(modal).toBeHidden();
    },
  },
  {
    name: "its calls to action lead to its own try-out ways: the provider's form, and WhatsApp naming the class",
    mode: "no-javascript",
    only: isTrialClassPage,
    async run({ page, route }) {
      const { ui, site, trialCallToAction } = contentIn(route.language);
      const ways = page.getByRole("region", { name: ui.trialOptions.heading });
      const id = await ways.getAttribute("id");
      for (const call of await page.getByRole("link", { name: trialCallToAction }).all()) {
        await expect(call).toHaveAttribute("href", `#${id}`);
      }
      await expect(ways.getByRole("link", { name: ui.trialCompletion.provider })).toHaveAttribute(
        "href",
        site.bookingProvider.trialFormUrl,
      );
      const whatsapp = await ways.getByRole("link", { name: ui.trialOptions.whatsapp }).getAttribute("href");
      expect(new URL(whatsapp!).searchParams.get("text")).toContain(classEntryOf(route).title);
    },
  },
  {
    name: "a paused class says it is not running now and offers no try-out",
    mode: "both",
    only: isPausedClassPage,
    async run({ page, route }) {
      const { ui, trialCallToAction } = contentIn(route.language);
      await expect(page.getByRole("region", { name: ui.pausedClass.heading })).toContainText(ui.pausedClass.text);
      await expect(page.getByRole("article").getByRole("link", { name: trialCallToAction })).toHaveCount(0);
    },
  },
  {
    name: 'a class without a try-out ("trial": false) says how to join it and offers no try-out, nor does the contact bar',
    mode: "both",
    only: isJoinClassPage,
    async run({ page, route }) {
      const { ui, trialCallToAction } = contentIn(route.language);
      const join = page.getByRole("region", { name: ui.joinClass.heading });
      await expect(join).toContainText(classEntryOf(route).howToJoin ?? ui.joinClass.text);
      await expect(join.getByRole("link", { name: ui.joinClass.whatsapp })).toHaveAttribute(
        "href",
        /^https:\/\/wa\.me\//,
      );
      await expect(page.getByRole("link", { name: trialCallToAction })).toHaveCount(0);
      await expect(page.getByRole("link", { name: ui.contactBar.trial, exact: true })).toHaveCount(0);
    },
  },
];
