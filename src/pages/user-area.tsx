import { type HeadProps } from "gatsby";
import { Layout } from "../components/Layout";
import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";
import { useSiteSettings } from "../hooks/useSiteSettings";
import * as styles from "./user-area.module.scss";

const TITLE = "איזור אישי";
const LEAD = "כאן מנהלים את ההרשמות לשיעורים, את מערכת השעות ואת המנוי.";

export default function UserAreaPage() {
  const { bookingProvider } = useSiteSettings();
  return (
    <Layout>
      <PageHeader title={TITLE} lead={LEAD} />
      <div className={styles.body}>
        <p>
          <a href={bookingProvider.loginUrl} target="_blank" rel="noopener noreferrer">
            כניסה לאיזור האישי במערכת ההזמנות (נפתח בחלון חדש)
          </a>
        </p>
      </div>
    </Layout>
  );
}

export const Head = ({ location }: HeadProps) => <Seo title={TITLE} description={LEAD} pathname={location.pathname} />;
