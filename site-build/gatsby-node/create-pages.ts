import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { DEFAULT_LANGUAGE, localPath, otherLanguagePath, type Language } from "../../src/language/language";
import { englishFixedPages, siteRoutes } from "./site-routes";

/**
 * Each template's component in each language: the Hebrew site's in src/templates, the English site's in
 * english-pages/, outside src/ so that a build without the English site leaves them alone (Gatsby warns of a page
 * query in a file of src/ that no page uses).
 */
const templateOf = (language: Language, name: string) =>
  path.resolve(language === DEFAULT_LANGUAGE ? `src/templates/${name}.tsx` : `english-pages/${name}.tsx`);

interface PageRoutes {
  siteTexts: Record<"uiTexts" | "siteSettings" | "bookingSettings", { id: string } | null>;
  allStudioClass: { nodes: { slug: string; path: string }[] };
  allCoach: { nodes: { slug: string; readMoreLink: string }[] };
  upcomingEvents: { slug: string; path: string }[];
}

/** What every page's context holds: its language, and its language link's path (null while one language is built). */
const pageContext = (language: Language, pagePath: string, routes: ReadonlySet<string>) => ({
  lang: language,
  otherLanguagePath: otherLanguagePath(pagePath, routes),
});

const builtRoutes = () => new Set(siteRoutes().map((route) => route.path));

/** The pages of src/pages are the Hebrew site's: their queries take the language from their context. */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if ((page.context as { lang?: Language }).lang) return;
  actions.deletePage(page);
  actions.createPage({
    ...page,
    context: { ...page.context, ...pageContext(DEFAULT_LANGUAGE, page.path, builtRoutes()) },
  });
};

/**
 * One page per class or course in content/classes/, one per coach in content/coaches/, and one per event
 * of content/events/ that is upcoming on the build's date (a past one gets none), in each language. The English
 * site (english-nodes.ts) has the entries whose English is whole, and its fixed pages under /en/; it is built only
 * when its interface words are (content/ui.en.json).
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const routes = builtRoutes();
  for (const language of ["he", "en"] as const) {
    const result = await graphql<PageRoutes>(
      `
        query PageRoutes($lang: String!) {
          siteTexts(lang: $lang) {
            uiTexts {
              id
            }
            siteSettings {
              id
            }
            bookingSettings {
              id
            }
          }
          allStudioClass(filter: { lang: { eq: $lang } }) {
            nodes {
              slug
              path
            }
          }
          allCoach(filter: { lang: { eq: $lang } }) {
            nodes {
              slug
              readMoreLink
            }
          }
          upcomingEvents(lang: $lang) {
            slug
            path
          }
        }
      `,
      { lang: language },
    );
    if (result.errors || !result.data) {
      reporter.panicOnBuild("Could not read the class and coach routes from content/", result.errors);
      return;
    }
    // The words every page reads, whole in this language (english-site.ts, ENGLISH_SITE_NEEDS), or no page in it.
    if (Object.values(result.data.siteTexts).some((entry) => !entry)) continue;
    const create = (pagePath: string, template: string, slug?: string) =>
      actions.createPage({
        path: pagePath,
        component: templateOf(language, template),
        context: { ...pageContext(language, pagePath, routes), ...(slug ? { slug } : {}) },
      });
    for (const { slug, path: pagePath } of result.data.allStudioClass.nodes) create(pagePath, "class-page", slug);
    for (const { slug, readMoreLink } of result.data.allCoach.nodes) create(readMoreLink, "coach-page", slug);
    for (const { slug, path: pagePath } of result.data.upcomingEvents) create(pagePath, "event-page", slug);
    if (language === DEFAULT_LANGUAGE) continue;
    for (const { path: pagePath, view } of englishFixedPages()) create(localPath(language, pagePath), view);
  }
};
