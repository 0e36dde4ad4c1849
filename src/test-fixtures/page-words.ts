import { FIXED_PAGES } from "../content/fixed-pages";

/**
 * The fixture's words (content/ui.json's copy) with a title and a lead for each fixed page whose section it does not
 * hold: a new page with a title and a lead alone needs no words written here.
 */
export function withEveryPageWords<Words extends Record<string, unknown>>(ui: Words): Words {
  const missing = FIXED_PAGES.filter(({ texts }) => !(texts in ui));
  return {
    ...ui,
    ...Object.fromEntries(
      missing.map(({ texts, name }) => [
        texts,
        { title: `בדוי ${name}`, lead: `בדוי ${name}: המשפט שמתחת לכותרת, וגם התיאור של הדף במנועי חיפוש.` },
      ]),
    ),
  };
}
