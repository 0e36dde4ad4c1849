import { PhoneNumber } from "@/components/PhoneNumber";
import { useProviderDown } from "@/hooks/useProviderDown";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import { useUiTexts } from "@/hooks/useUiTexts";
import { telUrl } from "@/content/phone";
import * as styles from "./ProviderDownNotice.module.scss";

interface Props {
  /** Whether the link to the provider's try-out form is in view, so that asking the provider is worth it. */
  active: boolean;
}

/**
 * Beside a link to the provider's paid try-out form: when the provider cannot be reached, says so and offers the
 * ways that still reach the studio (the WhatsApp link beside it, and a call), as the home page's embedded form does
 * (components/EmbeddedFrame). Nothing until then, and nothing without JavaScript.
 */
export function ProviderDownNotice({ active }: Props) {
  const { bookingProvider, phone } = useSiteSettings();
  const { trialCompletion: texts } = useUiTexts();
  const down = useProviderDown(bookingProvider.trialFormUrl, active);
  return (
    <div role="status" className={styles.notice} hidden={!down} data-provider-down={down}>
      {down && (
        <p>
          {texts.providerDown}{" "}
          <a href={telUrl(phone)}>
            <PhoneNumber phone={phone} />
          </a>
        </p>
      )}
    </div>
  );
}
