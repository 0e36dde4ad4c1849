import type { GatsbySSR } from "gatsby";
import { NO_SCRIPT_CSS } from "./src/gatsby/no-script-styles";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "he", dir: "rtl" });
  setHeadComponents([
    <noscript key="no-script-styles">
      <style dangerouslySetInnerHTML={{ __html: NO_SCRIPT_CSS }} />
    </noscript>,
  ]);
};
