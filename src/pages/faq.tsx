import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { FactText } from "@/components/FactText";
import { JsonLd } from "@/components/JsonLd";
import { Layout } from "@/components/Layout";
import { PageHeader } from "@/components/PageHeader";
import { Seo } from "@/components/Seo";
import { STUDIO_PAGES_TEXTS } from "@/features/studio-pages/texts";
import { useTextFacts } from "@/hooks/useTextFacts";
import { faqJsonLd } from "@/lib/structured-data";
import * as styles from "./text-page.module.scss";

const TEXTS = STUDIO_PAGES_TEXTS.faq;

/** A link from the studio's text: a page of the site through Gatsby's Link, an outside address as it is. */
const TextLink = ({ label, href }: { label: string; href: string }) =>
  href.startsWith("/") ? <Link to={href}>{label}</Link> : <a href={href}>{label}</a>;

/** The questions every parent asks before paying, from content/faq.json; each answer has an address of its own. */
export default function FaqPage({ data }: PageProps<Queries.FaqPageQuery>) {
  const facts = useTextFacts();
  return (
    <Layout contactBar>
      <PageHeader title={TEXTS.title} lead={TEXTS.lead} />
      <div className={styles.body}>
        {data.allFaqEntry.nodes.map((entry) => (
          <section key={entry.slug} id={entry.slug} className={styles.entry} aria-labelledby={`${entry.slug}-q`}>
            <h2 id={`${entry.slug}-q`}>{entry.question}</h2>
            {entry.answer.map((paragraph) => (
              <p key={paragraph}>
                <FactText text={paragraph} facts={facts} />
              </p>
            ))}
            {entry.links && entry.links.length > 0 && (
              <ul className={styles.links}>
                {entry.links.map((link) => (
                  <li key={link.href}>
                    <TextLink {...link} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <p className={styles.more}>{TEXTS.moreQuestions}</p>
      </div>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.FaqPageQuery>) {
  const facts = useTextFacts();
  return (
    <Seo title={TEXTS.title} description={TEXTS.lead} pathname={location.pathname}>
      <JsonLd data={faqJsonLd(data.allFaqEntry.nodes, facts)} />
    </Seo>
  );
}

export const query = graphql`
  query FaqPage {
    allFaqEntry(sort: { position: ASC }) {
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
  }
`;
