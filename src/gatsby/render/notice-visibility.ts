import { israelDate, noticeInForce, noticeShownOn } from "@/lib/dated-content";

/** The attributes that notice-banner.tsx writes and the browser reads. */
export const NOTICE_ATTRIBUTES = {
  banner: "data-notices",
  until: "data-notice-until",
  pages: "data-notice-pages",
} as const;

/**
 * Shows the notices for this page and day, hides the others (notice-banner.tsx wrote them all into the page):
 * after each navigation inside the site, and once the app runs, so that an old copy of a page, served after its
 * notice's day, does not show it. The build drops past notices, so on a current page nothing changes.
 */
export function showNoticesFor(document: Document, path: string, now: Date): void {
  const banner = document.querySelector<HTMLElement>(`[${NOTICE_ATTRIBUTES.banner}]`);
  if (!banner) return;
  const today = israelDate(now);
  let shown = 0;
  for (const element of banner.querySelectorAll<HTMLElement>(`[${NOTICE_ATTRIBUTES.until}]`)) {
    const notice = {
      until: element.getAttribute(NOTICE_ATTRIBUTES.until) ?? "",
      pages: element.getAttribute(NOTICE_ATTRIBUTES.pages)?.split(" "),
    };
    const show = noticeInForce(notice, today) && noticeShownOn(notice, path);
    if (element.hidden === show) element.hidden = !show;
    if (show) shown += 1;
  }
  if (banner.hidden !== (shown === 0)) banner.hidden = shown === 0;
}
