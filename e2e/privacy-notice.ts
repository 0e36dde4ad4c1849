import { privacy } from "./content";
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

/** The names among these that content/privacy.json, which the /privacy page shows, does not mention. */
export const unnamedInNotice = (names: readonly string[]) => {
  const notice = JSON.stringify(privacy);
  return names.filter((name) => !notice.includes(name));
};
