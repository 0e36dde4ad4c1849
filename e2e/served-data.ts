/**
 * Content the shipped build does not have, in the production build: a test serves a page's data (or a static
 * query's result) with an edit made in it, then reaches the page by the site's own client-side navigation
 * (`navigateTo`), which renders from that data with the production bundles. A page loaded directly would render the
 * build's HTML first, and hydrating it with other data would not match.
 */
import type { Page } from "@playwright/test";
import { followLink, waitForHydration } from "./fixtures";

export type QueryData = Record<string, unknown>;

/** Serves the page data of `path` with `edit` made in its query's result. */
export async function editPageData(page: Page, path: string, edit: (data: QueryData) => void) {
  await page.route(`**/page-data${path === "/" ? "/index" : path}/page-data.json`, async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { result: { data: QueryData } };
    edit(json.result.data);
    await route.fulfill({ response, json });
  });
}

/**
 * Serves the site's texts (the one static query of a page's language, src/language/site-texts.tsx) with the edit of
 * each key of `edits` made in that key's value.
 */
export async function editStaticQueries(page: Page, edits: Record<string, ((value: never) => void) | undefined>) {
  await page.route("**/page-data/sq/d/*.json", async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { data?: { siteTexts?: QueryData } };
    const texts = json.data?.siteTexts;
    for (const [key, edit] of Object.entries(edits)) if (edit && texts && key in texts) edit(texts[key] as never);
    await route.fulfill({ response, json });
  });
}

/** Loads a page (`/faq` unless told), then goes to `path` as a visitor's click on a link does. */
export async function navigateTo(page: Page, path: string, from = "/faq") {
  await page.goto(from);
  await waitForHydration(page);
  await followLink(page, path);
}
