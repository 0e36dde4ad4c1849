import type { Page } from "@playwright/test";
import { SITE_AUTH_HOST } from "./servers";

/**
 * What the privacy notice must name for a host the pages contact. A demo build signs in through the local Auth
 * emulator; a real build reaches Google's Firebase Authentication there, which the notice must name instead.
 */
const STANDS_FOR: Record<string, string[]> = {
  [SITE_AUTH_HOST]: ["identitytoolkit.googleapis.com", "securetoken.googleapis.com"],
};

/** The names the notice must hold for these request addresses (the site's own excepted). */
export function namesForHosts(urls: Iterable<string>, siteHost: string): string[] {
  const hosts = new Set<string>();
  for (const address of urls) {
    const url = new URL(address);
    if (/^https?:$/.test(url.protocol) && url.host !== siteHost) hosts.add(url.host);
  }
  return [...hosts].flatMap((host) => STANDS_FOR[host] ?? [host]);
}

let noticeHtml: Promise<string> | undefined;

/** The names among these that the built /privacy page does not mention (its HTML is read once per worker). */
export async function unnamedInNotice(page: Page, names: readonly string[]): Promise<string[]> {
  noticeHtml ??= page.request.get("/privacy").then((response) => response.text());
  const notice = await noticeHtml;
  return names.filter((name) => !notice.includes(name));
}
