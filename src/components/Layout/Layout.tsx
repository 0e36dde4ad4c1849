import React from "react";
import { useHeaderFixed } from "@/hooks/useHeaderFixed";
import { ContactBar } from "@/components/ContactBar";
import { Footer } from "@/components/Footer";
import { Header } from "@/components/Header";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/SkipLink";
import * as styles from "./Layout.module.scss";

interface Props {
  children: React.ReactNode;
  /** On inner pages, the phone's call / WhatsApp / try-out bar, with this try-out call to action. */
  contactBar?: React.ReactNode;
}

/** The frame of every page: skip link, header and navigation, the page's content, the contact bar, footer. */
export function Layout({ children, contactBar }: Props) {
  const headerFixed = useHeaderFixed();
  return (
    <>
      <SkipLink />
      <Header fixed={headerFixed} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main} data-header-fixed={headerFixed}>
        {children}
      </main>
      {contactBar && <ContactBar trialAction={contactBar} />}
      <Footer />
    </>
  );
}
