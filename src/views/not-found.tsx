import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "@/components/Layout";
import { PageHeader } from "@/components/PageHeader";
import { Seo } from "@/components/Seo";
import { useClassMenus } from "@/hooks/useClassMenus";
import { useUiTexts } from "@/hooks/useUiTexts";
import { Phrase } from "@/components/Phrase";
import * as styles from "./404.module.scss";
import { useLocalPath } from "@/language/useLocalPath";
import { localPath } from "@/language/language";
import type { UiTexts } from "@/lib/ui-texts";

type EnglishNotFound = UiTexts["notFound"];

/**
 * What an English reader needs of the page (Hosting serves this one page for every unknown address, /en/… too, with
 * its 404 status): that the page is not found, and the way to the English home page. Only when the English site is
 * built.
 */
const InEnglish = ({ texts }: { texts: EnglishNotFound }) => (
  <section lang="en" dir="ltr" className={styles.english} aria-labelledby="not-found-in-english">
    <h2 id="not-found-in-english">{texts.title}</h2>
    <p>
      <Link to={localPath("en", "/")}>{texts.home}</Link>
    </p>
  </section>
);

export function NotFoundPage({ data }: Partial<PageProps<Queries.NotFoundPageDataFragment>>) {
  const { dropdowns, plainLinks } = useClassMenus();
  const { notFound: texts } = useUiTexts();
  const local = useLocalPath();
  const classLinks = [...dropdowns.flatMap((dropdown) => dropdown.links), ...plainLinks];
  return (
    <Layout>
      <PageHeader title={texts.title} lead={texts.lead} />
      <div className={styles.body}>
        <p>
          <Link to={local("/")}>{texts.home}</Link>
        </p>
        {data?.englishUi && <InEnglish texts={(data.englishUi.all as UiTexts).notFound} />}
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
