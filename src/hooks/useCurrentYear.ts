import { graphql, useStaticQuery } from "gatsby";
import { useEffect, useState } from "react";

/**
 * The visitor's current year. The page is built ahead of time, so the built HTML carries the build's year, the
 * browser hydrates with that same year (a different one would be a hydration mismatch, e.g. a site built in
 * December and opened in January), and corrects it right after.
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
