import { graphql } from "gatsby";
import { useSiteTexts } from "@/language/site-texts";
import { runningClasses } from "@/lib/class-status";
import { groupClassMenus, type ClassMenus } from "@/lib/menu";

/**
 * The header's and the home page's class menus, from content/classes/ in the order of their order fields. A paused class
 * is not in them: a parent choosing from a menu expects a class that runs now (its page stays at its address).
 */
export function useClassMenus(): ClassMenus {
  return groupClassMenus(runningClasses(useSiteTexts().data.menuClasses.nodes));
}

export const classMenuFields = graphql`
  fragment ClassMenuFields on StudioClass {
    menuGroup
    path
    menuLabel
    status
  }
`;
