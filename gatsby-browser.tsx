import type { GatsbyBrowser } from "gatsby";
import type { Renderer } from "react-dom";
import "./src/styles/global.scss";

import { requestedSection } from "./src/lib/sections";
import { scrollToSection } from "./src/lib/scroll";
import { hydrateInSlices } from "./src/gatsby/render/hydrate-in-slices";
import { markHydrated } from "./src/gatsby/render/script-failure";
import { watchChunkFailures } from "./src/lib/chunk-recovery";
import { showNoticesFor } from "./src/gatsby/render/notice-visibility";
import { forgetExpiredBookings } from "./src/features/booking/stored-bookings";

export { wrapRootElement } from "./src/gatsby/render/wrap-root-element";

/**
 * /?scrollTo={sectionId}: once the page is shown, scroll smoothly to that section (first load included). The
 * notices at the top show those for this page and day (notice-visibility.ts).
 */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  showNoticesFor(document, location.pathname, new Date());
  const sectionId = requestedSection(location.search);
  if (sectionId) requestAnimationFrame(() => scrollToSection(sectionId));
};

/** Leave the scroll position alone when a section was asked for: onRouteUpdate takes care of it. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) =>
  !requestedSection(routerProps.location.search);

/**
 * Once the first render has hydrated the whole page (in slices, so some time after it starts), React runs the page:
 * the controls' fallbacks for a page without scripts step aside (script-failure.ts), and the browser tests, which
 * wait for it, may use the page as its scripts make it. The try-out bookings kept in the browser for longer than
 * the privacy notice says are forgotten (stored-bookings.ts).
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  markHydrated();
  watchChunkFailures();
  forgetExpiredBookings(window.localStorage, new Date());
};

/** Hydration in slices rather than one long task (src/gatsby/render/hydrate-in-slices.ts). */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  // Gatsby still types the legacy ReactDOM.render; it calls this with (element, container) as it does hydrateRoot.
  hydrateInSlices as unknown as Renderer;
