import { Fragment, useId } from "react";
import { CalendarLinks, groupCalendar } from "@/components/ClassCalendar";
import { Dialog } from "@/components/Dialog";
import { HealthDeclaration } from "@/components/HealthDeclaration";
import { TermsLink } from "@/components/TermsLink";
import { PhoneNumber } from "@/components/PhoneNumber";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import { useUiTexts } from "@/hooks/useUiTexts";
import { telUrl } from "@/content/phone";
import { trialRequestLines, trialRequestWhatsappUrl, type TrialRequest } from "@/features/booking/completion";
import { useTrialClasses } from "@/features/booking/useTrialClasses";
import * as styles from "./TrialBookingModal.module.scss";
import { useLanguage } from "@/language/useLanguage";

interface Props {
  /** What the visitor chose; null while the step is not shown. */
  request: TrialRequest | null;
  /** Whether the request was saved on an earlier visit and is offered again (it can then be dismissed). */
  reminded?: boolean;
  onClose: () => void;
  /** The visitor followed one of the ways that reach the studio. */
  onSent?: () => void;
  /** The visitor asked for an offered-again request to be forgotten. */
  onDismiss?: () => void;
}

/**
 * After the local form's alert (or on a later visit, while the request is kept and unsent): first, plainly, that
 * nothing has been sent or paid (the same sentence as the alert's); then what the visitor chose, the WhatsApp message
 * with it all written (the way that reaches the studio at once), the provider's paid try-out form (in a new tab) and
 * a call; then the health declaration to sign before the lesson, and the terms. The form makes no request at all, as
 * the first specification says: this step does not ask whether the provider answers, and always offers the call.
 */
export function TrialCompletion({ request, reminded = false, onClose, onSent, onDismiss }: Props) {
  const language = useLanguage();
  const { bookingProvider, phone } = useSiteSettings();
  const { trialClassChoice: labels, trialCompletion: texts } = useUiTexts();
  const waysId = useId();
  return (
    <Dialog open={request !== null} onClose={onClose} title={texts.title}>
      {request && (
        <div className={styles.completion} data-trial-completion="">
          <p className={styles.notSent}>{texts.saved}</p>
          {reminded && <p>{texts.reminded}</p>}
          <dl className={styles.summary}>
            <dt>{texts.name}</dt>
            <dd>{request.name}</dd>
            <dt>{texts.email}</dt>
            <dd>
              <bdi dir="ltr">{request.email}</bdi>
            </dd>
            {trialRequestLines(request, labels, language).map(({ label, value }) => (
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
                href={trialRequestWhatsappUrl(phone, request, labels, texts, language)}
                onClick={onSent}
              >
                {texts.whatsapp}
              </a>
            </li>
            <li>
              <a
                className={styles.secondaryLink}
                href={bookingProvider.trialFormUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={onSent}
              >
                {texts.provider}
              </a>
            </li>
          </ol>
          <p className={styles.callLine}>
            {texts.call}{" "}
            <a href={telUrl(phone)}>
              <PhoneNumber phone={phone} />
            </a>
          </p>
          <GroupCalendar classSlug={request.classSlug} ageGroup={request.ageGroup} />
          <HealthDeclaration newTab />
          <p>
            <TermsLink section="trial" newTab />
          </p>
          {reminded && onDismiss && (
            <button type="button" className={styles.dismiss} onClick={onDismiss}>
              {texts.dismiss}
            </button>
          )}
        </div>
      )}
    </Dialog>
  );
}

/**
 * The chosen class's sessions for a calendar: its chosen age group's when it has several (the group's own calendar),
 * behind one line that opens; nothing while no class was chosen.
 */
function GroupCalendar({ classSlug, ageGroup }: { classSlug: string; ageGroup: string }) {
  const { classCalendar: texts } = useUiTexts();
  const chosen = useTrialClasses().find((entry) => entry.slug === classSlug);
  const toggleId = useId();
  const language = useLanguage();
  if (!chosen) return null;
  const { path } = groupCalendar(chosen.slug, chosen.schedule, ageGroup || null, language);
  return (
    <details className={styles.calendar}>
      <summary id={toggleId}>{texts.groupToggle}</summary>
      <CalendarLinks path={path} labelledBy={toggleId} />
    </details>
  );
}
