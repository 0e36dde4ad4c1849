import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FactText } from "@/components/FactText";
import { PageShell, PageShellHead } from "@/components/PageShell";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import { useUiTexts } from "@/hooks/useUiTexts";
import { formatHebrewDate } from "@/lib/dates";
import { textFacts } from "@/content/text-facts";
import * as styles from "./text-page.module.scss";

/**
 * The privacy notice (Privacy Protection Law, Amendment 13), from content/privacy.json: what the site keeps in the
 * browser, what reaches Google, the booking provider and WhatsApp, and how to see, correct or delete data.
 */
export default function PrivacyPage({ data }: PageProps<Queries.PrivacyPageQuery>) {
  const { privacyPage: texts } = useUiTexts();
  const site = useSiteSettings();
  const notice = data.privacyNotice;
  if (!notice || !data.bookingSettings) throw new Error("content/privacy.json or booking.json was not loaded");
  const facts = textFacts(site, data.bookingSettings.priceILS);
  return (
    <PageShell path="/privacy">
      <div className={styles.body}>
        {notice.intro.map((paragraph) => (
          <p key={paragraph}>
            <FactText text={paragraph} facts={facts} />
          </p>
        ))}
        {notice.sections.map((section) => (
          <section key={section.slug} id={section.slug} className={styles.entry} aria-labelledby={`${section.slug}-h`}>
            <h2 id={`${section.slug}-h`}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>
                <FactText text={paragraph} facts={facts} />
              </p>
            ))}
            {section.items && (
              <ul className={styles.items}>
                {section.items.map((item) => (
                  <li key={item}>
                    <FactText text={item} facts={facts} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <p className={styles.updated}>
          {texts.updated}
          <time dateTime={notice.updatedOn}>{formatHebrewDate(notice.updatedOn)}</time>.
        </p>
      </div>
    </PageShell>
  );
}

export const Head = ({ location }: HeadProps) => <PageShellHead path="/privacy" pathname={location.pathname} />;

export const query = graphql`
  query PrivacyPage {
    privacyNotice {
      updatedOn
      intro
      sections {
        slug
        heading
        paragraphs
        items
      }
    }
    bookingSettings {
      priceILS
    }
  }
`;
