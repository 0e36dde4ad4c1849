import { Link, type HeadProps } from "gatsby";
import { Layout } from "@/components/Layout";
import { PageHeader } from "@/components/PageHeader";
import { Seo } from "@/components/Seo";
import { useClassMenus } from "@/hooks/useClassMenus";
import { useUiTexts } from "@/hooks/useUiTexts";
import { Phrase } from "@/components/Phrase";
import * as styles from "./404.module.scss";
import { useLocalPath } from "@/language/useLocalPath";

export function NotFoundPage() {
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
