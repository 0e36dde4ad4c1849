import { expect } from "../fixtures";
import { home } from "../content";
import { latinWordsOutsideEnglish } from "../latin-words";
import type { RouteCheck } from "../route-visit";

/** Every word in Hebrew (issue 17): Latin letters only for proper names and inside lang="en" (the hero's tagline). */
const NO_LATIN_WORD = "writes no Latin word outside lang=en but the proper names of the allow-list";
const expectNoLatinWord: RouteCheck["run"] = async ({ page }) => {
  expect(await latinWordsOutsideEnglish(page)).toEqual([]);
};

export const languageChecks: RouteCheck[] = [
  // With JavaScript after the scroll, so that the parts created lazily (the embedded forms' alternatives) are there.
  { name: NO_LATIN_WORD, mode: "javascript", phase: "whole-page", run: expectNoLatinWord },
  { name: NO_LATIN_WORD, mode: "no-javascript", run: expectNoLatinWord },
  {
    name: "marks the hero's English tagline as English (lang=en)",
    mode: "both",
    only: ({ route }) => route.kind === "home",
    async run({ page }) {
      const tagline = page.getByText(home.heroTagline, { exact: true });
      await expect(tagline).toHaveAttribute("lang", "en");
    },
  },
];
