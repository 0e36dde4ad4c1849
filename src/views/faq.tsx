import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { FactText } from "@/components/FactText";
import { JsonLd } from "@/components/JsonLd";
import { PageShell, PageShellHead } from "@/components/PageShell";
import { ContactBarTrial } from "@/features/booking/TrialCallToAction";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import { useUiTexts } from "@/hooks/useUiTexts";
import { faqJsonLd } from "@/lib/structured-data";
import { textFacts } from "@/content/text-facts";
import * as styles from "./text-page.module.scss";
import { useLocalPath } from "@/language/useLocalPath";
import { useLanguage } from "@/language/useLanguage";

/** A link from the studio's text: a page of the site through Gatsby's Link, an outside address as it is. */
function TextLink({ label, href }: { label: string; href: string }) {
  const local = useLocalPath();
  return href.startsWith("/") ? <Link to={local(href)}>{label}</Link> : <a href={href}>{label}</a>;
}

/** The questions every parent asks before paying, from content/faq.json; each answer has an address of its own. */
export function FaqPage({ data }: PageProps<Queries.FaqPageDataFragment>) {
  const { faqPage: texts } = useUiTexts();
  const site = useSiteSettings();
  const facts = textFacts(site, data.bookingSettings!.priceILS, useLanguage());
  // An answer that tells how the health declaration is signed links its form too, when the studio gives one.
  const healthForm = site.healthDeclaration.link;
  const linksOf = (entry: (typeof data.allFaqEntry.nodes)[number]) => [
    ...(entry.links ?? []),
    ...(healthForm && entry.answer.some((paragraph) => paragraph.includes("{healthDeclaration}")) ? [healthForm] : []),
  ];
  return (
    <PageShell path="/faq" contactBar={<ContactBarTrial />}>
      <div className={styles.body}>
        {data.allFaqEntry.nodes.map((entry) => (
          <section key={entry.slug} id={entry.slug} className={styles.entry} aria-labelledby={`${entry.slug}-q`}>
            <h2 id={`${entry.slug}-q`}>{entry.question}</h2>
            {entry.answer.map((paragraph) => (
              <p key={paragraph}>
                <FactText text={paragraph} facts={facts} />
              </p>
            ))}
            {linksOf(entry).length > 0 && (
              <ul className={styles.links}>
                {linksOf(entry).map((link) => (
                  <li key={link.href}>
                    <TextLink {...link} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <p className={styles.more}>{texts.moreQuestions}</p>
      </div>
    </PageShell>
  );
}

export function FaqPageHead({ data, location }: HeadProps<Queries.FaqPageDataFragment>) {
  const facts = textFacts(useSiteSettings(), data.bookingSettings!.priceILS, useLanguage());
  return (
    <PageShellHead path="/faq" pathname={location.pathname}>
      <JsonLd data={faqJsonLd(data.allFaqEntry.nodes, facts)} />
    </PageShellHead>
  );
}

export const query = graphql`
  fragment FaqPageData on Query {
    allFaqEntry(filter: { lang: { eq: $lang } }, sort: { position: ASC }) {
      nodes {
        slug
        question
        answer
        links {
          label
          href
        }
      }
    }
    bookingSettings(lang: { eq: $lang }) {
      priceILS
    }
  }
`;
