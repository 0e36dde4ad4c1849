import { graphql, useStaticQuery } from "gatsby";
import type { UiTexts } from "@/lib/ui-texts";

/**
 * content/ui.json: the site's own words, every section whole, in one field (`all`: a new section needs no query
 * written for it). The build's content check has already held the file to its schema, so the words are typed by it.
 */
export function useUiTexts(): UiTexts {
  const data = useStaticQuery<Queries.UiTextsHookQuery>(graphql`
    query UiTextsHook {
      uiTexts {
        all
      }
    }
  `);
  if (!data.uiTexts) throw new Error("content/ui.json was not loaded");
  return data.uiTexts.all as UiTexts;
}
