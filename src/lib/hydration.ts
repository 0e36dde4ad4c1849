/**
 * Set on <html> once the first render has hydrated the whole page (gatsby-browser's onInitialClientRender), which
 * happens in slices some time after the scripts start: the browser tests wait for it.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
