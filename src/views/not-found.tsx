import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "@/components/Layout";
import { PageHeader } from "@/components/PageHeader";
import { Seo } from "@/components/Seo";
import { useClassMenus } from "@/hooks/useClassMenus";
import { useUiTexts } from "@/hooks/useUiTexts";
import { Phrase } from "@/components/Phrase";
import * as styles from "./404.module.scss";
import { useLocalPath } from "@/language/useLocalPath";
import { useSiteTexts } from "@/language/site-texts";
import type { UiTexts } from "@/lib/ui-texts";

/**
 * What an English reader needs of the page (Hosting serves this one page for every unknown address, /en/… too, with
 * its 404 status): that the page is not found, and the way to the English home page, the page's other language
 * (a plain link, as the language link is: the other language's page is a page load of its own, notices and all).
 */
const InEnglish = ({ texts, home }: { texts: UiTexts["notFound"]; home: string }) => (
  <section lang="en" dir="ltr" className={styles.english} aria-labelledby="not-found-in-english">
    <h2 id="not-found-in-english">{texts.title}</h2>
    <p>
      <a href={home}>{texts.home}</a>
    </p>
  </section>
);

export function NotFoundPage({ data }: Partial<PageProps<Queries.NotFoundPageDataFragment>>) {
  const { dropdowns, plainLinks } = useClassMenus();
  const { notFound: texts } = useUiTexts();
  const local = useLocalPath();
  // The English home page, when the English site is built (create-pages.ts gives it in the page's context).
  const { otherLanguagePath } = useSiteTexts();
  const classLinks = [...dropdowns.flatMap((dropdown) => dropdown.links), ...plainLinks];
  return (
    <Layout>
      <PageHeader title={texts.title} lead={texts.lead} />
      <div className={styles.body}>
        <p>
          <Link to={local("/")}>{texts.home}</Link>
        </p>
        {data?.englishUi && otherLanguagePath && (
          <InEnglish texts={(data.englishUi.all as UiTexts).notFound} home={otherLanguagePath} />
        )}
        <h2>{texts.classesHeading}</h2>
        <ul className={styles.links}>
          {classLinks.map((link) => (
            <li key={link.path}>
              <Link to={link.path}>
                <Phrase>{link.menuLabel}</Phrase>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Layout>
  );
}

export function NotFoundPageHead({ location }: HeadProps) {
  const { notFound: texts } = useUiTexts();
  return <Seo title={texts.title} pathname={location.pathname} noindex />;
}

export const query = graphql`
  fragment NotFoundPageData on Query {
    englishUi: uiTexts(lang: { eq: "en" }) {
      all
    }
  }
`;
