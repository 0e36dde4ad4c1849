import { TrialCallToAction } from "@/features/booking/TrialCallToAction";
import type { TrialPreset } from "@/features/booking/rules";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import { telUrl, whatsappUrl } from "@/lib/phone";
import { CONTACT_BAR_TEXTS } from "./texts";
import * as styles from "./ContactBar.module.scss";

interface Props {
  /** What the try-out opens with: a class page's own class. */
  trial?: TrialPreset;
}

/**
 * On a phone, a small bar with a call, WhatsApp and the try-out, kept at the bottom of the screen while the page
 * scrolls (CSS sticky: it stays in the flow at the end of the page, so it covers nothing there and moves nothing).
 * Wider screens have these in reach already and do not show it.
 */
export function ContactBar({ trial = {} }: Props) {
  const { phone } = useSiteSettings();
  return (
    <aside className={styles.bar} aria-label={CONTACT_BAR_TEXTS.label} data-contact-bar="">
      <a className={styles.call} href={telUrl(phone)}>
        {CONTACT_BAR_TEXTS.call}
      </a>
      <a className={styles.whatsapp} href={whatsappUrl(phone)}>
        {CONTACT_BAR_TEXTS.whatsapp}
      </a>
      <TrialCallToAction variant="bar" {...trial}>
        {CONTACT_BAR_TEXTS.trial}
      </TrialCallToAction>
    </aside>
  );
}
