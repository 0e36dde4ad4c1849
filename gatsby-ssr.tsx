import type { GatsbySSR } from "gatsby";
import { fontPreloads } from "./src/gatsby/render/font-preloads";
import { heroPosterPreload } from "./src/gatsby/render/hero-first";
import { isHomePath } from "./src/lib/sections";
import { FAIL_SOFTLY_CSS, NO_SCRIPT_CSS } from "./src/gatsby/render/no-script-styles";
import { WATCH_SCRIPT_FAILURES } from "./src/gatsby/render/script-failure";

export { wrapRootElement } from "./src/gatsby/render/wrap-root-element";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "he", dir: "rtl" });
  setHeadComponents([
    <script key="watch-script-failures" dangerouslySetInnerHTML={{ __html: WATCH_SCRIPT_FAILURES }} />,
    <style key="fail-softly-styles" dangerouslySetInnerHTML={{ __html: FAIL_SOFTLY_CSS }} />,
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
