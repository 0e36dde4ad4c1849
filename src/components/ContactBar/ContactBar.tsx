import type React from "react";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import { useUiTexts } from "@/hooks/useUiTexts";
import { telUrl, whatsappUrl } from "@/content/phone";
import * as styles from "./ContactBar.module.scss";

interface Props {
  /** The try-out call to action (the page passes the booking's, set to its class on a class page). */
  trialAction: React.ReactNode;
}

/**
 * On a phone, a small bar with a call, WhatsApp and the try-out, kept at the bottom of the screen while the page
 * scrolls (CSS sticky: it stays in the flow at the end of the page, so it covers nothing there and moves nothing).
 * It comes once the visitor has scrolled a little (a scroll-driven animation, in the stylesheet), so it covers nothing
 * on the first screen either. Wider screens have these in reach already and do not show it.
 */
export function ContactBar({ trialAction }: Props) {
  const { phone } = useSiteSettings();
  const { contactBar: texts } = useUiTexts();
  return (
    <aside className={styles.bar} aria-label={texts.label} data-contact-bar="">
      <a className={styles.call} href={telUrl(phone)}>
        {texts.call}
      </a>
      <a className={styles.whatsapp} href={whatsappUrl(phone)}>
        {texts.whatsapp}
      </a>
      {trialAction}
    </aside>
  );
}

/** The bar's third button when it is not the try-out: a link within the page, as a class's "how to join". */
export function ContactBarLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a className={styles.primary} href={href}>
      {children}
    </a>
  );
}
