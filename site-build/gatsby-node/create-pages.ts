import path from "node:path";
import type { GatsbyNode } from "gatsby";

const TEMPLATES = Object.freeze({
  studioClass: path.resolve("src/templates/class-page.tsx"),
  coach: path.resolve("src/templates/coach-page.tsx"),
  event: path.resolve("src/templates/event-page.tsx"),
});

interface PageRoutes {
  allStudioClass: { nodes: { slug: string; path: string }[] };
  allCoach: { nodes: { slug: string; readMoreLink: string }[] };
  upcomingEvents: { slug: string; path: string }[];
}

/**
 * One page per class or course in content/classes/, one per coach in content/coaches/, and one per event
 * of content/events/ that is upcoming on the build's date (a past one gets none).
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PageRoutes>(`
    query PageRoutes {
      allStudioClass {
        nodes {
          slug
          path
        }
      }
      allCoach {
        nodes {
          slug
          readMoreLink
        }
      }
      upcomingEvents {
        slug
        path
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the class and coach routes from content/", result.errors);
    return;
  }
  for (const { slug, path: pagePath } of result.data.allStudioClass.nodes) {
    actions.createPage({ path: pagePath, component: TEMPLATES.studioClass, context: { slug } });
  }
  for (const { slug, readMoreLink } of result.data.allCoach.nodes) {
    actions.createPage({ path: readMoreLink, component: TEMPLATES.coach, context: { slug } });
  }
  for (const { slug, path: pagePath } of result.data.upcomingEvents) {
    actions.createPage({ path: pagePath, component: TEMPLATES.event, context: { slug } });
  }
};
