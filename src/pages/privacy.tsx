import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FactText } from "@/components/FactText";
import { Layout } from "@/components/Layout";
import { PageHeader } from "@/components/PageHeader";
import { Seo } from "@/components/Seo";
import { STUDIO_PAGES_TEXTS } from "@/features/studio-pages/texts";
import { useTextFacts } from "@/hooks/useTextFacts";
import { formatHebrewDate } from "@/lib/dates";
import * as styles from "./text-page.module.scss";

const TEXTS = STUDIO_PAGES_TEXTS.privacy;

/**
 * The privacy notice (Privacy Protection Law, Amendment 13), from content/privacy.json: what the site keeps in the
 * browser, what reaches Google, the booking provider and WhatsApp, and how to see, correct or delete data.
 */
export default function PrivacyPage({ data }: PageProps<Queries.PrivacyPageQuery>) {
  const facts = useTextFacts();
  const notice = data.privacyNotice;
  if (!notice) throw new Error("content/privacy.json was not loaded");
  return (
    <Layout>
      <PageHeader title={TEXTS.title} lead={TEXTS.lead} />
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
          {TEXTS.updated}
          <time dateTime={notice.updatedOn}>{formatHebrewDate(notice.updatedOn)}</time>.
        </p>
      </div>
    </Layout>
  );
}

export const Head = ({ location }: HeadProps) => (
  <Seo title={TEXTS.title} description={TEXTS.lead} pathname={location.pathname} />
);

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
  }
`;
