import React from "react";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import { languageAlternates, localeOf, twinPath } from "@/language/language";
import { useSiteTexts } from "@/language/site-texts";
import { THEME_COLOR } from "@/lib/design-tokens";
import { isIndexedRoute, pageTitle } from "@/lib/seo";
import { isHomePath } from "@/lib/sections";
import { studioJsonLd } from "@/lib/structured-data";
import { JsonLd } from "@/components/JsonLd";

interface Props {
  /** The page's own title; the home page leaves it out and gets the site's title. */
  title?: string;
  description?: string;
  pathname: string;
  /** Keeps the page out of search engines; routes in NOT_INDEXED_ROUTES (src/lib/seo.ts) always are. */
  noindex?: boolean;
  children?: React.ReactNode;
}

/**
 * Everything in a page's <head>: title, description, canonical address, sharing tags, and on the home page the
 * studio's schema.org description. Pages add their own structured data as children.
 */
export function Seo({ title, description, pathname, noindex = false, children }: Props) {
  const site = useSiteSettings();
  const { language, otherLanguagePath } = useSiteTexts();
  const alternates =
    otherLanguagePath === twinPath(pathname)
      ? languageAlternates(pathname, new Set([pathname, otherLanguagePath]))
      : [];
  const fullTitle = pageTitle(title, site);
  const pageDescription = description ?? site.description;
  const url = new URL(pathname, site.siteUrl).href;
  const image = new URL("/og-image.jpg", site.siteUrl).href;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={pageDescription} />
      <link rel="canonical" href={url} />
      {(noindex || !isIndexedRoute(pathname)) && <meta name="robots" content="noindex, nofollow" />}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={localeOf(language)} />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={pageDescription} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:alt" content={site.shareImageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={pageDescription} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={site.shareImageAlt} />
      <meta name="theme-color" content={THEME_COLOR} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      {alternates.map(({ lang, path }) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={new URL(path, site.siteUrl).href} />
      ))}
      {isHomePath(pathname) && <JsonLd data={studioJsonLd(site, language)} />}
      {children}
    </>
  );
}
