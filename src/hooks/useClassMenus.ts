import { graphql, useStaticQuery } from "gatsby";
import { runningClasses } from "@/lib/class-status";
import { groupClassMenus, type ClassMenus } from "@/lib/menu";

/**
 * The header's and the home page's class menus, from content/classes/ in the order of their order fields. A paused class
 * is not in them: a parent choosing from a menu expects a class that runs now (its page stays at its address).
 */
export function useClassMenus(): ClassMenus {
  const data = useStaticQuery<Queries.ClassMenusQuery>(graphql`
    query ClassMenus {
      allStudioClass(sort: { position: ASC }) {
        nodes {
          menuGroup
          path
          menuLabel
          status
        }
      }
    }
  `);
  return groupClassMenus(runningClasses(data.allStudioClass.nodes));
}
