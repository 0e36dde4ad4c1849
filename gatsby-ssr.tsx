import type { GatsbySSR } from "gatsby";
import { fontPreloads } from "./src/gatsby/render/font-preloads";
import { heroPosterPreload } from "./src/gatsby/render/hero-first";
import { stylesheetsInWebpackOrder } from "./src/gatsby/render/stylesheet-order";
import { isHomePath } from "./src/lib/sections";
import { directionOf, languageOfPath, type Language } from "./src/language/language";
import { FAIL_SOFTLY_CSS, NO_SCRIPT_CSS } from "./src/gatsby/render/no-script-styles";
import { WATCH_SCRIPT_FAILURES } from "./src/gatsby/render/script-failure";
import { MARK_SESSION_CHECK } from "./src/features/account/session-marker";
import { NoticeBanner, type Notice } from "./src/gatsby/render/notice-banner";
import { noticeInLanguage } from "./src/gatsby/render/notices-in-language";
import { noticesInForce } from "./src/lib/dated-content";
import ui from "./content/ui.json";

/** The build's date (site-build/gatsby-node/build-date.ts), written into this bundle by webpack.ts. */
const BUILD_DATE = process.env.STUDIO_BUILD_DATE;
if (!BUILD_DATE)
  throw new Error("STUDIO_BUILD_DATE was not defined for the HTML renderer (site-build/gatsby-node/webpack.ts)");
/** The notices of content/notices/ (webpack.ts) in force on the build's date: a past one never reaches a page. */
const inForce = (notices: readonly Notice[]) => noticesInForce(notices, BUILD_DATE);
/** The English pages' notices: those with their English twin, and the banner's name in English (webpack.ts). */
const ENGLISH = JSON.parse(process.env.STUDIO_ENGLISH_NOTICES ?? "{}") as { label?: string | null; notices?: Notice[] };
/** Each language's, the English at the English pages' addresses. */
const NOTICES: Record<Language, Notice[]> = {
  he: inForce(JSON.parse(process.env.STUDIO_NOTICES ?? "[]") as Notice[]),
  en: inForce(ENGLISH.notices ?? []).map((notice) => noticeInLanguage(notice, "en")),
};
const NOTICES_LABEL: Record<Language, string> = { he: ui.notices.label, en: ENGLISH.label ?? ui.notices.label };

export { wrapRootElement } from "./src/gatsby/render/wrap-root-element";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  const language = languageOfPath(pathname);
  setHtmlAttributes({ lang: language, dir: directionOf(language) });
  setPreBodyComponents([
    <NoticeBanner key="notices" notices={NOTICES[language]} path={pathname} label={NOTICES_LABEL[language]} />,
  ]);
  setHeadComponents([
    <script key="watch-script-failures" dangerouslySetInnerHTML={{ __html: WATCH_SCRIPT_FAILURES }} />,
    <script key="mark-session-check" dangerouslySetInnerHTML={{ __html: MARK_SESSION_CHECK }} />,
    <style key="fail-softly-styles" dangerouslySetInnerHTML={{ __html: FAIL_SOFTLY_CSS }} />,
    ...fontPreloads,
    <noscript key="no-script-styles">
      <style dangerouslySetInnerHTML={{ __html: NO_SCRIPT_CSS }} />
    </noscript>,
  ]);
};

/**
 * The inlined stylesheets in webpack's order, the app's first (stylesheet-order.ts); on the home page the hero
 * poster comes first of all: preloaded at the top of the head. Not in `gatsby develop`, whose one page shell, made
 * for "/", is served for every route: elsewhere the browser would warn of a preload left unused.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
}) => {
  const head = stylesheetsInWebpackOrder(getHeadComponents());
  const ownPage = process.env.BUILD_STAGE !== "develop-html";
  replaceHeadComponents(ownPage && isHomePath(pathname) ? [heroPosterPreload, ...head] : head);
};
