import { useEffect, useState } from "react";

/**
 * Whether the address's fragment has named the element `id` (`#id`), as the page loaded or since: once hydrated, a
 * part that `:target` opened before (src/gatsby/render/no-script-styles.ts) stays open, and a later link to it opens
 * it. Once opened it stays open, whatever other fragment follows (a skip link, a section).
 */
export function useOpenedByHash(id: string): boolean {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const read = () => {
      if (window.location.hash === `#${id}`) setOpened(true);
    };
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, [id]);
  return opened;
}
