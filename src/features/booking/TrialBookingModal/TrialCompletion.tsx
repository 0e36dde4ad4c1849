import { Fragment, useId } from "react";
import { Dialog } from "@/components/Dialog";
import { PhoneNumber } from "@/components/PhoneNumber";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import { useUiTexts } from "@/hooks/useUiTexts";
import { telUrl } from "@/content/phone";
import { trialRequestLines, trialRequestWhatsappUrl, type TrialRequest } from "@/features/booking/completion";
import * as styles from "./TrialBookingModal.module.scss";

interface Props {
  /** What the visitor chose; null while the step is not shown. */
  request: TrialRequest | null;
  onClose: () => void;
}

/**
 * After the local form's alert: the details are kept and one step is left to reserve the place (the same sentence
 * as the alert's), with the two ways that do reach the studio, the provider's paid try-out form (in a new tab) and a
 * WhatsApp message with the details already written, next to what the visitor chose.
 */
export function TrialCompletion({ request, onClose }: Props) {
  const { bookingProvider, phone } = useSiteSettings();
  const { trialForm: labels, trialCompletion: texts } = useUiTexts();
  const waysId = useId();
  return (
    <Dialog open={request !== null} onClose={onClose} title={texts.title}>
      {request && (
        <div className={styles.completion} data-trial-completion="">
          <p>{texts.saved}</p>
          <dl className={styles.summary}>
            <dt>{texts.name}</dt>
            <dd>{request.name}</dd>
            <dt>{texts.email}</dt>
            <dd>
              <bdi dir="ltr">{request.email}</bdi>
            </dd>
            {trialRequestLines(request, labels).map(({ label, value }) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </dl>
          <p id={waysId}>{texts.intro}</p>
          <ol className={styles.ways} aria-labelledby={waysId}>
            <li>
              <a
                className={styles.primaryLink}
                href={bookingProvider.trialFormUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                {texts.provider}
              </a>
            </li>
            <li>
              <a className={styles.secondaryLink} href={trialRequestWhatsappUrl(phone, request, labels, texts)}>
                {texts.whatsapp}
              </a>
            </li>
          </ol>
          <p className={styles.callLine}>
            {texts.call}{" "}
            <a href={telUrl(phone)}>
              <PhoneNumber phone={phone} />
            </a>
          </p>
        </div>
      )}
    </Dialog>
  );
}
