import { useEffect, useState } from "react";
import { graphql, useStaticQuery } from "gatsby";

/**
 * The visitor's current year. The page is built ahead of time, so the built HTML carries the build's year, and the
 * browser first renders that same year (hydration must match the HTML exactly) and then corrects it to its own
 * clock's (a site built in December still reads right in January).
 */
export function useCurrentYear(): number {
  const data = useStaticQuery<Queries.BuildYearQuery>(graphql`
    query BuildYear {
      site {
        buildTime(formatString: "YYYY")
      }
    }
  `);
  const [year, setYear] = useState(() => Number(data.site?.buildTime) || new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
