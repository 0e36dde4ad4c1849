import { Link, type HeadProps } from "gatsby";
import { Layout } from "@/components/Layout";
import { PageHeader } from "@/components/PageHeader";
import { Seo } from "@/components/Seo";
import { useClassMenus } from "@/hooks/useClassMenus";
import { Phrase } from "@/components/Phrase";
import * as styles from "./404.module.scss";

export default function NotFoundPage() {
  const { dropdowns, plainLinks } = useClassMenus();
  const classLinks = [...dropdowns.flatMap((dropdown) => dropdown.links), ...plainLinks];
  return (
    <Layout>
      <PageHeader title="העמוד לא נמצא" lead="ייתכן שהכתובת השתנתה או שנפלה בה טעות. אולי תמצאו כאן את מה שחיפשתם:" />
      <div className={styles.body}>
        <p>
          <Link to="/">חזרה לדף הבית</Link>
        </p>
        <h2>החוגים והקורסים שלנו</h2>
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

export const Head = ({ location }: HeadProps) => <Seo title="העמוד לא נמצא" pathname={location.pathname} noindex />;
