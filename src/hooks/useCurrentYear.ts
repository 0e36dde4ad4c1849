import { useEffect, useState } from "react";

/**
 * The visitor's current year. The page is built ahead of time, so the built HTML carries the build's year and
 * the browser corrects it after hydration (a site built in December still reads right in January).
 */
export function useCurrentYear(): number {
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
