import { useEffect, useState } from "react";
import { useSiteTexts } from "@/language/site-texts";

/**
 * The visitor's current year. The page is built ahead of time, so the built HTML carries the build's year, the
 * browser hydrates with that same year (a different one would be a hydration mismatch, e.g. a site built in
 * December and opened in January), and corrects it right after.
 */
export function useCurrentYear(): number {
  const buildYear = Number(useSiteTexts().data.site?.buildTime);
  const [year, setYear] = useState(() => buildYear || new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
