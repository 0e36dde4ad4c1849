/**
 * An English page is English, every word of it (issue 47): a Hebrew word that a person reads or hears is only inside
 * an element marked Hebrew (lang="he": the language link, named in its own language). What is read: the text of the
 * page, hidden parts too (a closed menu is read once opened), and the attributes that are spoken or shown
 * (aria-label, title, alt, placeholder, the page's title).
 */
import type { Page } from "@playwright/test";

/** The Hebrew words of the page outside lang="he", each once. */
export function hebrewWordsOutsideHebrew(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const HEBREW_WORD = /[\u0590-\u05ff][\u0590-\u05ff"'׳״-]*/g;
    const isHebrew = (element: Element | null) =>
      (element?.closest("[lang]")?.getAttribute("lang") ?? "").toLowerCase().startsWith("he");
    const words = new Set<string>();
    const collect = (text: string | null) => {
      for (const word of text?.match(HEBREW_WORD) ?? []) words.add(word);
    };
    collect(document.title);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template, noscript") || isHebrew(parent)) continue;
      collect(node.textContent);
    }
    for (const element of document.body.querySelectorAll("[aria-label], [title], [alt], [placeholder]")) {
      if (isHebrew(element)) continue;
      for (const name of ["aria-label", "title", "alt", "placeholder"]) collect(element.getAttribute(name));
    }
    return [...words];
  });
}
