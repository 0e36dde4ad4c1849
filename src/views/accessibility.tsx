import { type HeadProps } from "gatsby";
import { PageShell, PageShellHead } from "@/components/PageShell";
import { PhoneNumber } from "@/components/PhoneNumber";
import { TemplateText } from "@/components/TemplateText";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import { useUiTexts } from "@/hooks/useUiTexts";
import { formatDate } from "@/lib/dates";
import { telUrl, whatsappUrl } from "@/content/phone";
import * as styles from "./accessibility.module.scss";
import { useLanguage } from "@/language/useLanguage";

/** The premises' accessibility, in the order a visitor meets it (content/site.json, premises). */
const PREMISES = ["entrance", "stepsOrLift", "accessibleToilet", "accessibleParking", "serviceArrangements"] as const;

/**
 * The accessibility statement that the Israeli service-accessibility regulations require: the standard and level,
 * what was done, the known limits, the premises, and the accessibility coordinator.
 */
export function AccessibilityPage() {
  const language = useLanguage();
  const { brand, phone, accessibility, premises } = useSiteSettings();
  const { accessibilityPage: texts, page } = useUiTexts();
  return (
    <PageShell path="/accessibility">
      <div className={styles.body}>
        <h2>{texts.levelHeading}</h2>
        <p>
          <TemplateText template={texts.level} values={{ brand }} />
        </p>

        <h2>{texts.doneHeading}</h2>
        <ul>
          {texts.done.map((item) => (
            <li key={item}>
              <TemplateText template={item} values={{ skipLink: page.skipLink }} />
            </li>
          ))}
        </ul>

        <h2>{texts.limitsHeading}</h2>
        <p>
          <TemplateText
            template={texts.limits}
            values={{
              phone: (
                <a href={telUrl(phone)}>
                  <PhoneNumber phone={phone} />
                </a>
              ),
              whatsapp: <a href={whatsappUrl(phone)}>{texts.whatsapp}</a>,
            }}
          />
        </p>

        <h2>{texts.premisesHeading}</h2>
        <p>{texts.premisesLead}</p>
        <ul className={styles.premises}>
          {PREMISES.map((key) => (
            <li key={key}>
              {texts[key]} {premises[key]}
            </li>
          ))}
        </ul>

        <h2>{texts.contactHeading}</h2>
        <p>{texts.contact}</p>
        <ul className={styles.contact}>
          <li>{accessibility.coordinator}</li>
          <li>
            {texts.phone}{" "}
            <a href={telUrl(accessibility.phone)}>
              <PhoneNumber phone={accessibility.phone} />
            </a>
          </li>
          <li>
            {texts.email} <a href={`mailto:${accessibility.email}`}>{accessibility.email}</a>
          </li>
        </ul>
        <p>{texts.answerTime}</p>

        <p className={styles.reviewed}>
          {texts.updated}
          <time dateTime={accessibility.reviewedOn}>{formatDate(accessibility.reviewedOn, language)}</time>.
        </p>
      </div>
    </PageShell>
  );
}

export const AccessibilityPageHead = ({ location }: HeadProps) => (
  <PageShellHead path="/accessibility" pathname={location.pathname} />
);
