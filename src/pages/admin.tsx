import { useEffect } from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "@/components/Layout";
import { PageHeader } from "@/components/PageHeader";
import { Seo } from "@/components/Seo";
import { SiteStatus } from "@/components/SiteStatus";
import { useIsAdmin } from "@/hooks/useIsAdmin";
import { useAuth } from "@/features/account/AuthProvider";
import * as styles from "./admin.module.scss";

const TITLE = "ניהול האתר";
const DESCRIPTION = "מצב האתר למנהלי הסטודיו: השירותים המוגדרים, החוגים והמאמנים, התאריכים החסומים ופרטי הבנייה.";

export default function AdminPage({ data }: PageProps<Queries.AdminPageQuery>) {
  const { status, user, connect, openLogin } = useAuth();
  const isAdmin = useIsAdmin(user?.email);

  // This page needs to know who is signed in: it loads the sign-in code by itself.
  useEffect(connect, [connect]);

  return (
    <Layout>
      <PageHeader title={TITLE} lead={DESCRIPTION}>
        <p className={styles.note}>
          העמוד הזה רק מסתיר את מה שאינו מיועד לכולם; ההגנה האמיתית על הנתונים היא בכללי האבטחה בשרת (firestore.rules
          ו-storage.rules), שבודקים את כתובת האימייל המאומתת מול אותה רשימת מנהלים.
        </p>
      </PageHeader>
      <div className={styles.body} aria-live="polite">
        {/* Only while the page runs: without JavaScript nobody is checking. */}
        {(status === "unknown" || (status === "signed-in" && isAdmin === undefined)) && (
          <p className={styles.muted} data-needs-js="">
            בודקים אם התחברתם…
          </p>
        )}
        {status === "signed-out" && (
          <div data-admin-state="signed-out">
            <p>העמוד הזה מיועד למנהלי הסטודיו. התחברו כדי לראות את מצב האתר.</p>
            <button type="button" className={styles.primary} onClick={openLogin}>
              התחברות
            </button>
          </div>
        )}
        {status === "signed-in" && isAdmin === false && (
          <div data-admin-state="no-access" role="alert">
            <h2>אין לך גישה לעמוד הזה</h2>
            <p>
              העמוד מיועד למנהלי הסטודיו בלבד, והחשבון שאיתו התחברתם אינו ברשימת המנהלים. אם זו טעות, פנו למנהל האתר.
            </p>
          </div>
        )}
        {status === "signed-in" && isAdmin && <SiteStatus data={data} viewerEmail={user?.email ?? ""} />}
      </div>
    </Layout>
  );
}

export const Head = ({ location }: HeadProps) => (
  <Seo title={TITLE} description={DESCRIPTION} pathname={location.pathname} />
);

export const query = graphql`
  query AdminPage {
    ...SiteStatus
  }
`;
