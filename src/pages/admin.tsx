import { useEffect } from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageShell, PageShellHead } from "@/components/PageShell";
import { SiteStatus } from "@/components/SiteStatus";
import { useIsAdmin } from "@/hooks/useIsAdmin";
import { useUiTexts } from "@/hooks/useUiTexts";
import { useAuth } from "@/features/account/AuthProvider";
import * as styles from "./admin.module.scss";
import { inHebrew } from "@/language/he/HebrewSiteTexts";

function AdminPage({ data }: PageProps<Queries.AdminPageQuery>) {
  const { admin: texts } = useUiTexts();
  const { status, user, connect, openLogin } = useAuth();
  const isAdmin = useIsAdmin(user?.verifiedEmail);

  // This page needs to know who is signed in: it loads the sign-in code by itself.
  useEffect(connect, [connect]);

  return (
    <PageShell path="/admin">
      <div className={styles.body} aria-live="polite">
        {/* Only while the page runs: without JavaScript nobody is checking. */}
        {(status === "unknown" || (status === "signed-in" && isAdmin === undefined)) && (
          <p className={styles.muted} data-needs-js="">
            {texts.checking}
          </p>
        )}
        {status === "signed-out" && (
          <div data-admin-state="signed-out">
            <p>{texts.signedOut}</p>
            <button type="button" className={styles.primary} onClick={openLogin}>
              {texts.signIn}
            </button>
          </div>
        )}
        {status === "signed-in" && isAdmin === false && (
          <div data-admin-state="no-access" role="alert">
            <h2>{texts.noAccessTitle}</h2>
            <p>{texts.noAccess}</p>
          </div>
        )}
        {status === "signed-in" && isAdmin && <SiteStatus data={data} viewerEmail={user?.email ?? ""} />}
      </div>
    </PageShell>
  );
}

const AdminPageHead = ({ location }: HeadProps) => <PageShellHead path="/admin" pathname={location.pathname} />;

export default inHebrew(AdminPage);
export const Head = inHebrew(AdminPageHead);

export const query = graphql`
  query AdminPage {
    ...SiteStatus
  }
`;
