import { PhoneNumber } from "@/components/PhoneNumber";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import { useUiTexts } from "@/hooks/useUiTexts";
import { telUrl } from "@/content/phone";
import * as styles from "./ProviderDownNotice.module.scss";

interface Props {
  /** Whether the provider's try-out form is down (useProviderDown, asked by the part that links to it). */
  down: boolean;
}

/**
 * Beside a link to the provider's paid try-out form: when the provider cannot be reached, says so and offers the
 * ways that still reach the studio (the WhatsApp link beside it, and a call), as the home page's embedded form does
 * (components/EmbeddedFrame). An empty live region until then, and nothing without JavaScript.
 */
export function ProviderDownNotice({ down }: Props) {
  const { phone } = useSiteSettings();
  const { trialCompletion: texts } = useUiTexts();
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
