import React from "react";
import { useHeaderFixed } from "@/hooks/useHeaderFixed";
import { ContactBar } from "@/components/ContactBar";
import { Footer } from "@/components/Footer";
import type { TrialPreset } from "@/features/booking/rules";
import { Header } from "@/components/Header";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/SkipLink";
import * as styles from "./Layout.module.scss";

interface Props {
  children: React.ReactNode;
  /** The phone's call / WhatsApp / try-out bar, on inner pages (with the try-out set to a class page's class). */
  contactBar?: true | TrialPreset;
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
      {contactBar && <ContactBar trial={contactBar === true ? {} : contactBar} />}
      <Footer />
    </>
  );
}
