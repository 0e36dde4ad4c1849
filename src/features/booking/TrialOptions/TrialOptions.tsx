import { useId } from "react";
import { useOpenedByHash } from "@/hooks/useOpenedByHash";
import { useProviderDown } from "@/hooks/useProviderDown";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import { useUiTexts } from "@/hooks/useUiTexts";
import { whatsappUrl } from "@/content/phone";
import { classTrialMessage } from "@/features/booking/completion";
import { ProviderDownNotice } from "@/features/booking/ProviderDownNotice";
import * as styles from "./TrialOptions.module.scss";

import { TRIAL_OPTIONS_ID } from "./trial-options-id";

export { TRIAL_OPTIONS_ID };

interface Props {
  /** The class's title, named in the WhatsApp message. */
  classTitle: string;
}

/**
 * A class page's try-out without the booking modal: the provider's paid try-out form and a WhatsApp message to the
 * studio that names the class. Open without JavaScript (data-open-without-js) and before hydration when its calls
 * to action are followed (`:target`); once the page runs, only when the address asks for it (a call to action opened
 * in a new tab, or the modal's code could not be fetched). When the provider is down, it says so and offers a call.
 */
export function TrialOptions({ classTitle }: Props) {
  const { bookingProvider, phone } = useSiteSettings();
  const { trialOptions: texts, trialCompletion, trialClassChoice } = useUiTexts();
  const shown = useOpenedByHash(TRIAL_OPTIONS_ID);
  const providerDown = useProviderDown(bookingProvider.trialFormUrl, shown);
  const headingId = useId();
  return (
    <section
      id={TRIAL_OPTIONS_ID}
      className={styles.options}
      hidden={!shown}
      aria-labelledby={headingId}
      data-open-without-js=""
    >
      <h2 id={headingId} className={styles.heading}>
        {texts.heading}
      </h2>
      <p className={styles.ways}>
        <a className={styles.provider} href={bookingProvider.trialFormUrl} target="_blank" rel="noopener noreferrer">
          {trialCompletion.provider}
        </a>
        <a
          className={styles.whatsapp}
          href={whatsappUrl(phone, classTrialMessage(classTitle, texts, trialClassChoice))}
        >
          {texts.whatsapp}
        </a>
      </p>
      <ProviderDownNotice down={providerDown} />
    </section>
  );
}
