import type { GatsbySSR } from "gatsby";
import { fontPreloads } from "./src/gatsby/render/font-preloads";
import { heroPosterPreload } from "./src/gatsby/render/hero-first";
import { isHomePath } from "./src/lib/sections";
import { NO_SCRIPT_CSS } from "./src/gatsby/render/no-script-styles";

export { wrapRootElement } from "./src/gatsby/render/wrap-root-element";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "he", dir: "rtl" });
  setHeadComponents([
    ...fontPreloads,
    <noscript key="no-script-styles">
      <style dangerouslySetInnerHTML={{ __html: NO_SCRIPT_CSS }} />
    </noscript>,
  ]);
};

/** On the home page the hero poster comes first: preloaded at the top of the head. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
}) => {
  if (isHomePath(pathname)) replaceHeadComponents([heroPosterPreload, ...getHeadComponents()]);
};
