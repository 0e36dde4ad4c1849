/**
 * The site is Hebrew, every word of it (issue 17): a word in Latin letters that a person reads or hears is either a
 * proper name on the allow-list below or inside an element marked English (lang="en", as the hero's tagline is).
 * What is read: the text of the page (hidden parts too: a closed menu is read once opened) and the attributes that
 * are spoken or shown (aria-label, title, alt, placeholder, the page's title). Addresses (e-mail, web, a host name,
 * a path of the site), file and folder names (firestore.rules, classes/), identifiers (GATSBY_FOO) and text meant as code (<code>) are
 * names, not words.
 */
import type { Locator, Page } from "@playwright/test";
import { site } from "./content";

/** Proper names the site may write in Latin letters: the studio's and the booking provider's names, and brands. */
export const LATIN_NAMES: readonly string[] = [
  ...site.brand.split(/\s+/),
  ...site.bookingProvider.name.split(/\s+/),
  "WhatsApp",
  "Waze",
  "Google",
  "Maps",
  // Where the studio edits its content (the admin page's edit links).
  "GitHub",
];

/**
 * The Latin words of a page (or of one part of it) outside lang="en" and outside the allow-list, each once;
 * `except` is a selector of parts left out. `options.names` are the words allowed (the site's proper names unless
 * told); `options.evenInEnglish` reads parts marked English too (a page whose script marks itself English);
 * `options.shownOnly` reads only what is shown now (not a closed menu).
 */
export async function latinWordsOutsideEnglish(
  page: Page,
  within?: Locator,
  except?: string,
  {
    names = LATIN_NAMES,
    evenInEnglish = false,
    shownOnly = false,
  }: { names?: readonly string[]; evenInEnglish?: boolean; shownOnly?: boolean } = {},
): Promise<string[]> {
  const root = within ? await within.elementHandle() : null;
  return page.evaluate(
    ({ rootElement, names, skipped, readEnglish, shown }) => {
      const start = rootElement ?? document.documentElement;
      const isEnglish = (element: Element | null) =>
        !readEnglish && (element?.closest("[lang]")?.getAttribute("lang") ?? "").toLowerCase().startsWith("en");
      const hidden = (element: Element) =>
        shown && !element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      const notRead = ["script, style, template, code, kbd, samp, noscript", skipped].filter(Boolean).join(", ");
      const words = new Set<string>();
      const collect = (text: string) => {
        const plain = text
          .replace(/\S+@\S+\.\S+/g, " ")
          .replace(/\b(?:https?:\/\/|www\.)\S+/g, " ")
          .replace(/(?:^|\s)\/\S*/g, " ")
          .replace(/[\w.-]+\/[\w./-]+/g, " ")
          // A folder's name, as the admin page lists the content folders: classes/.
          .replace(/[\w.-]+\/(?![\w.])/g, " ")
          .replace(/\w*_\w*/g, " ")
          .replace(/[\w-]+(?:\.[\w-]*[A-Za-z][\w-]*)+/g, " ");
        for (const word of plain.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []) if (!names.includes(word)) words.add(word);
      };
      const walker = document.createTreeWalker(start, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest(notRead) || isEnglish(parent) || hidden(parent)) continue;
        collect(node.textContent ?? "");
      }
      for (const element of start.querySelectorAll("[aria-label], [title], [alt], [placeholder]")) {
        if (element.closest(notRead) || isEnglish(element) || hidden(element)) continue;
        for (const name of ["aria-label", "title", "alt", "placeholder"]) collect(element.getAttribute(name) ?? "");
      }
      if (!rootElement) collect(document.title);
      return [...words].sort();
    },
    { rootElement: root, names: [...names], skipped: except ?? "", readEnglish: evenInEnglish, shown: shownOnly },
  );
}
