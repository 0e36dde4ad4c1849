import React from "react";
import { Layout } from "@/components/Layout";
import { PageHeader } from "@/components/PageHeader";
import { Seo } from "@/components/Seo";
import { useUiTexts } from "@/hooks/useUiTexts";
import { pageTexts, type FixedPagePath } from "@/lib/fixed-pages";

interface Props {
  /** The page's row in src/lib/fixed-pages.ts: its words (title, lead) come from the section that row names. */
  path: FixedPagePath;
  children: React.ReactNode;
  /** On pages that offer a try-out, the phone's contact bar with this call to action. */
  contactBar?: React.ReactNode;
}

/** A fixed page's frame: the site's layout, the page's heading and lead, then the page's own content. */
export function PageShell({ path, children, contactBar }: Props) {
  const { title, lead } = pageTexts(useUiTexts(), path);
  return (
    <Layout contactBar={contactBar}>
      <PageHeader title={title} lead={lead} />
      {children}
    </Layout>
  );
}

interface HeadProps {
  path: FixedPagePath;
  /** The address the page is served at (Gatsby's `location.pathname`), for the canonical address. */
  pathname: string;
  /** The page's own structured data. */
  children?: React.ReactNode;
}

/** A fixed page's <head>: its title and, as the description, its lead. */
export function PageShellHead({ path, pathname, children }: HeadProps) {
  const { title, lead } = pageTexts(useUiTexts(), path);
  return (
    <Seo title={title} description={lead} pathname={pathname}>
      {children}
    </Seo>
  );
}
