import { graphql, useStaticQuery } from "gatsby";
import { groupClassMenus, type ClassMenus } from "@/lib/menu";

/** The header's and the home page's class menus, from content/classes.json in the order it lists them. */
export function useClassMenus(): ClassMenus {
  const data = useStaticQuery<Queries.ClassMenusQuery>(graphql`
    query ClassMenus {
      allStudioClass(sort: { position: ASC }) {
        nodes {
          group
          path
          menuLabel
        }
      }
    }
  `);
  return groupClassMenus(data.allStudioClass.nodes);
}
