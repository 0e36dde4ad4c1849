import type { UiTexts } from "@/lib/ui-texts";
import { useSiteTexts } from "@/language/site-texts";

/**
 * content/ui.json in the page's language: the site's own words, every section whole, in one field (`all`: a new
 * section needs no query written for it). The build's content check has already held the file to its schema, so the
 * words are typed by it.
 */
export function useUiTexts(): UiTexts {
  const { uiTexts } = useSiteTexts().data;
  if (!uiTexts) throw new Error("content/ui.json was not loaded");
  return uiTexts.all as UiTexts;
}
