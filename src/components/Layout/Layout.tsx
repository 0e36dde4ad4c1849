import React from "react";
import { useHeaderFixed } from "@/hooks/useHeaderFixed";
import { Footer } from "@/components/Footer";
import { Header } from "@/components/Header";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/SkipLink";
import * as styles from "./Layout.module.scss";

/** The frame of every page: skip link, header and navigation, the page's content, footer. */
export function Layout({ children }: { children: React.ReactNode }) {
  const headerFixed = useHeaderFixed();
  return (
    <>
      <SkipLink />
      <Header fixed={headerFixed} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main} data-header-fixed={headerFixed}>
        {children}
      </main>
      <Footer />
    </>
  );
}
