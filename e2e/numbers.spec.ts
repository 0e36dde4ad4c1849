import type { Locator, Page } from "@playwright/test";
import { formatPhoneForDisplay } from "../src/content/phone";
import { test, expect, waitForHydration } from "./fixtures";
import { classes, site, ui } from "./content";
import { classWithGroups } from "./trial-dates";
import { isPaused, offersTrial } from "../src/lib/class-status";

/** docs/numbers-in-hebrew.md: a phone, a time, a range or a day never breaks, and a range reads start first. */

const PHONES = [site.phone, site.accessibility.phone].map(formatPhoneForDisplay);
/** A class without a try-out: its page gives the phone to ask how to join. */
const JOIN_CLASS = classes.find((entry) => !offersTrial(entry) && !isPaused(entry));
const BIDI_MARKS = /[\u2060\u2066-\u2069\u200e\u200f]/g;

/** How many line boxes an element's text takes: its text's rectangles, grouped by their line. */
/** Each element's text (without bidi marks) and the number of lines it takes on the screen, in one round trip. */
const lineCounts = (elements: Locator) =>
  elements.evaluateAll(
    (nodes, marks) =>
      nodes.map((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        const tops = [...range.getClientRects()]
          .filter((rect) => rect.width > 0.5)
          .map((rect) => rect.top)
          .sort((a, b) => a - b);
        const halfLine = parseFloat(getComputedStyle(node).fontSize) / 2;
        let lines = 0;
        let lineTop = -Infinity;
        for (const top of tops) {
          if (top - lineTop > halfLine) [lines, lineTop] = [lines + 1, top];
        }
        return { text: (node.textContent ?? "").replace(new RegExp(marks, "g"), ""), lines };
      }),
    BIDI_MARKS.source,
  );

/** The texts of the elements that take more than one line. */
const brokenTexts = async (elements: Locator) =>
  (await lineCounts(elements)).filter(({ lines }) => lines !== 1).map(({ text }) => text);

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Where `from`–`to` appears in the element's text (dash and bidi marks between), the left edge of each end on the
 * screen. A select's option is not laid out on the page: its text is laid out in a probe with the select's direction.
 */
const rangeEnds = (element: Locator, from: string, to: string) =>
  element.evaluate(
    (node, { from, to }) => {
      let root = node;
      if (node instanceof HTMLOptionElement) {
        root = document.createElement("span");
        root.textContent = node.textContent;
        (root as HTMLElement).style.whiteSpace = "nowrap";
        node.closest("select")!.parentElement!.append(root);
      }
      const texts: { node: Text; at: number }[] = [];
      let text = "";
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        texts.push({ node: walker.currentNode as Text, at: text.length });
        text += walker.currentNode.nodeValue;
      }
      const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const marks = "[\\u2060\\u2066-\\u2069\\u200e\\u200f\\s]*";
      const found = new RegExp(`(?<![\\d:])(${escape(from)})${marks}[–-]${marks}(${escape(to)})(?![\\d:])`, "d").exec(
        text,
      );
      const leftOf = (start: number, end: number) => {
        const range = document.createRange();
        const place = (offset: number) => {
          const holder = [...texts].reverse().find((entry) => entry.at <= offset)!;
          return [holder.node, offset - holder.at] as const;
        };
        range.setStart(...place(start));
        range.setEnd(...place(end - 1));
        range.setEnd(range.endContainer, range.endOffset + 1);
        return range.getBoundingClientRect().left;
      };
      const ends = found?.indices ? { from: leftOf(...found.indices[1]!), to: leftOf(...found.indices[2]!) } : null;
      if (root !== node) root.remove();
      return ends;
    },
    { from, to },
  );

/** The range is there, and reads start first: its start on the left of its end, as in a left-to-right run. */
async function expectStartFirst(where: string, element: Locator, from: string, to: string) {
  const ends = await rangeEnds(element, from, to);
  expect(ends, `${where}: ${from}–${to} is in ${await element.textContent()}`).not.toBeNull();
  expect(ends!.from, `${where}: ${from} is on the left of ${to}`).toBeLessThan(ends!.to);
}

test.describe("numbers in Hebrew text", () => {
  for (const width of [360, 320]) {
    test(`a phone number is one line on the FAQ, privacy, accessibility and a joining class's pages at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      expect(JOIN_CLASS, "content/classes/ has a running class without a try-out").toBeDefined();
      for (const path of ["/faq", "/privacy", "/accessibility", `/classes/${JOIN_CLASS!.slug}`]) {
        await test.step(path, async () => {
          await page.goto(path);
          const phones = page.locator("main bdi").filter({ hasText: new RegExp(PHONES.join("|")) });
          expect(await phones.count(), `${path} shows the phone`).toBeGreaterThan(0);
          expect(await brokenTexts(phones), `${path}: phone numbers on more than one line`).toEqual([]);
          for (const phone of await phones.all()) await expect(phone).toHaveAttribute("dir", "ltr");
          expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        });
      }
    });
  }

  test("a class page's and the timetable's times, days and age groups do not break at 320 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    const entry = classWithGroups();
    for (const path of [`/classes/${entry.slug}`, "/schedule"]) {
      await test.step(path, async () => {
        await page.goto(path);
        // Every cell of the class page's table; on the timetable, every data cell with a number (times, age groups),
        // not the class names (a row header), which may wrap.
        const cells = page.locator("main tbody").locator("th, td");
        const checked = path === "/schedule" ? page.locator("main tbody td").filter({ hasText: /\d/ }) : cells;
        expect(await checked.count()).toBeGreaterThan(0);
        expect(await brokenTexts(checked), `${path}: cells on more than one line`).toEqual([]);
        expect(await sidewaysScroll(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      });
    }
  });

  test("one time range and one age range read the same, start first, wherever they are shown", async ({
    page,
    tryOut,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const entry = classWithGroups();
    const slot = entry.schedule.find((session) => /\d\s*[–-]\s*\d/.test(session.ageGroup ?? ""))!;
    const [, minAge, maxAge] = /(\d+)\s*[–-]\s*(\d+)/.exec(slot.ageGroup!)!;
    const hours = site.openingHours.find((opening) => opening.day === slot.day)!;

    await test.step("the home page's age finder", async () => {
      await page.goto("/");
      await waitForHydration(page);
      const choose = page.locator("section", { has: page.getByRole("textbox", { name: ui.ageFinder.label }) });
      await choose.getByRole("textbox", { name: ui.ageFinder.label, exact: true }).fill(String(slot.minAge));
      const card = choose.getByRole("listitem").filter({ has: page.getByRole("heading", { name: entry.title }) });
      const session = card.getByRole("listitem").filter({ hasText: slot.start }).first();
      await expectStartFirst("age finder", session, slot.start, slot.end);
      await expectStartFirst("age finder", session, minAge!, maxAge!);
    });

    await test.step("the footer's opening hours", async () => {
      await expectStartFirst("footer", page.locator("footer dl"), hours.opens, hours.closes);
    });

    await test.step("the timetable", async () => {
      await page.goto("/schedule");
      const row = page
        .locator("main tbody tr")
        .filter({ has: page.getByRole("link", { name: entry.title, exact: true }) })
        .filter({ hasText: slot.start })
        .first();
      await expectStartFirst("timetable", row, slot.start, slot.end);
      await expectStartFirst("timetable", row, minAge!, maxAge!);
    });

    await test.step("the class page's table and its try-out form", async () => {
      await page.goto(`/classes/${entry.slug}`);
      await waitForHydration(page);
      const row = page.locator("main tbody tr").filter({ hasText: slot.start }).first();
      await expectStartFirst("class table", row, slot.start, slot.end);
      await expectStartFirst("class table", row, minAge!, maxAge!);
      await tryOut.open();
      const option = tryOut.groupChoice.locator("option", { hasText: maxAge });
      await expectStartFirst("try-out form", option.first(), minAge!, maxAge!);
    });
  });
});

// The classes' sessions are content: a copy without a group named by its ages leaves the last test nothing to check.
test("the content has a class group named by its ages", () => {
  expect(classes.some((entry) => entry.schedule.some((slot) => /\d\s*[–-]\s*\d/.test(slot.ageGroup ?? "")))).toBe(true);
});
