import { expect } from "../fixtures";
import { contentIn } from "../content";
import { latinWordsOutsideEnglish } from "../latin-words";
import { hebrewWordsOutsideHebrew } from "../hebrew-words";
import type { RouteCheck } from "../route-visit";

/** Every word in Hebrew (issue 17): Latin letters only for proper names and inside lang="en" (the hero's tagline). */
const NO_LATIN_WORD = "writes no Latin word outside lang=en but the proper names of the allow-list";
const expectNoLatinWord: RouteCheck["run"] = async ({ page }) => {
  expect(await latinWordsOutsideEnglish(page)).toEqual([]);
};

/** Every word of an English page in English: a Hebrew letter only inside lang="he" (the language link's עברית). */
const NO_HEBREW_WORD = "writes no Hebrew word outside lang=he";
const expectNoHebrewWord: RouteCheck["run"] = async ({ page }) => {
  expect(await hebrewWordsOutsideHebrew(page)).toEqual([]);
};

export const languageChecks: RouteCheck[] = [
  // With JavaScript after the scroll, so that the parts created lazily (the embedded forms' alternatives) are there.
  { name: NO_LATIN_WORD, mode: "javascript", phase: "whole-page", languages: ["he"], run: expectNoLatinWord },
  { name: NO_LATIN_WORD, mode: "no-javascript", languages: ["he"], run: expectNoLatinWord },
  { name: NO_HEBREW_WORD, mode: "javascript", phase: "whole-page", languages: ["en"], run: expectNoHebrewWord },
  { name: NO_HEBREW_WORD, mode: "no-javascript", languages: ["en"], run: expectNoHebrewWord },
  {
    name: "marks the hero's English tagline as English (lang=en)",
    mode: "both",
    only: ({ route }) => route.kind === "home",
    async run({ page, route }) {
      const tagline = page.getByText(contentIn(route.language).home.heroTagline, { exact: true });
      await expect(tagline).toHaveAttribute("lang", "en");
    },
  },
];
