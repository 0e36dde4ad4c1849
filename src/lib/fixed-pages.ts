import {
  FIXED_PAGES,
  type FixedPage,
  type FixedPagePath,
  type HeaderShown,
  type WordsAt,
} from "../content/fixed-pages";
import type { UiTexts } from "./ui-texts";

export { FIXED_PAGES, type FixedPage, type FixedPagePath };

/** The words at `at` in content/ui.json ("header.shop"). */
export function wordsAt(ui: UiTexts, at: WordsAt): string {
  const [section, key] = at.split(".") as [string, string];
  const words = (ui as unknown as Record<string, Record<string, unknown> | undefined>)[section]?.[key];
  if (typeof words !== "string") throw new Error(`content/ui.json has no words at ${at}`);
  return words;
}

export function fixedPage(path: FixedPagePath): (typeof FIXED_PAGES)[number] {
  return FIXED_PAGES.find((page) => page.path === path)!;
}

/** The header's page links for a visitor, in the table's order: what `shown` allows them to see. */
export function headerPageLinks(
  ui: UiTexts,
  { hasEvents, isAdmin }: { hasEvents: boolean; isAdmin: boolean },
): { path: string; label: string; hebrewOnly: boolean }[] {
  const visible: Record<HeaderShown, boolean> = { always: true, "while-events": hasEvents, admins: isAdmin };
  return (FIXED_PAGES as readonly FixedPage[]).flatMap(({ path, header, hebrewOnly }) =>
    header && visible[header.shown]
      ? [{ path, label: wordsAt(ui, header.label), hebrewOnly: Boolean(hebrewOnly) }]
      : [],
  );
}

/** The footer's page links, in the table's order. */
export function footerPageLinks(ui: UiTexts): { path: string; label: string }[] {
  return (FIXED_PAGES as readonly FixedPage[]).flatMap(({ path, footer }) =>
    footer ? [{ path, label: wordsAt(ui, footer.label) }] : [],
  );
}

/** A fixed page's title and lead, from its section of content/ui.json. */
export function pageTexts(ui: UiTexts, path: FixedPagePath): { title: string; lead: string } {
  return ui[fixedPage(path).texts];
}
