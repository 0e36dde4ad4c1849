import { useCallback } from "react";
import { localPath } from "./language";
import { useSiteTexts } from "./site-texts";

/** Writes a path of the Hebrew site as the same page's path in this page's language (language.ts, localPath). */
export function useLocalPath(): (path: string) => string {
  const { language } = useSiteTexts();
  return useCallback((path: string) => localPath(language, path), [language]);
}
