import type { GatsbyBrowser } from "gatsby";
import "./src/styles/global.scss";

import { requestedSection } from "./src/lib/sections";
import { scrollToSection } from "./src/lib/scroll";
import { markHydrated } from "./src/gatsby/render/script-failure";
import { watchChunkFailures } from "./src/lib/chunk-recovery";

export { wrapRootElement } from "./src/gatsby/render/wrap-root-element";

/** The page now runs on React: the controls' fallbacks for a page without scripts step aside (script-failure.ts). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  markHydrated();
  watchChunkFailures();
};

/** /?scrollTo={sectionId}: once the page is shown, scroll smoothly to that section (first load included). */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  const sectionId = requestedSection(location.search);
  if (sectionId) requestAnimationFrame(() => scrollToSection(sectionId));
};

/** Leave the scroll position alone when a section was asked for: onRouteUpdate takes care of it. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) =>
  !requestedSection(routerProps.location.search);
