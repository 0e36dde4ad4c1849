import { localPath, type Language } from "@/language/language";
import type { Notice } from "./notice-banner";

/**
 * A notice as a page in `language` shows it: the pages it is for, and its link inside the site, at their addresses in
 * that language ("/schedule" → "/en/schedule" on the English site); a link to another site stays as written.
 */
export const noticeInLanguage = (notice: Notice, language: Language): Notice => ({
  ...notice,
  ...(notice.pages ? { pages: notice.pages.map((page) => localPath(language, page)) } : {}),
  ...(notice.link ? { link: { ...notice.link, href: localPath(language, notice.link.href) } } : {}),
});
