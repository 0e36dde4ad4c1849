import { useEffect } from "react";
import { type HeadProps } from "gatsby";
import { Layout } from "@/components/Layout";
import { PageHeader } from "@/components/PageHeader";
import { Seo } from "@/components/Seo";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import { useUiTexts } from "@/hooks/useUiTexts";
import { useAuth } from "@/features/account/AuthProvider";
import { ProviderLoginFrame } from "@/features/account/ProviderLoginFrame";
import { signOutOrAlert } from "@/features/account/sign-out";
import * as styles from "./user-area.module.scss";

const TITLE = "איזור אישי";
const LEAD = "כאן מנהלים את ההרשמות לשיעורים, את מערכת השעות ואת המנוי.";

/**
 * The personal area: the booking provider's (always offered, in a new tab; in a frame once signed in to the site)
 * and the site's own account. Without JavaScript the provider's links are there, and nothing waits on the browser.
 */
export default function UserAreaPage() {
  const { status, user, connect, openLogin, signOut } = useAuth();
  const { bookingProvider, phone } = useSiteSettings();
  const { login } = useUiTexts();

  // This page needs to know who is signed in: it loads the sign-in code by itself.
  useEffect(connect, [connect]);

  const handleSignOut = () => signOutOrAlert(signOut);

  return (
    <Layout>
      <PageHeader title={TITLE} lead={LEAD} />
      <div className={styles.body}>
        <div className={styles.account} aria-live="polite" data-room-for-js="">
          <noscript>
            <p>ההתחברות לחשבון באתר פועלת כש-JavaScript מופעל בדפדפן. ההרשמות עצמן מנוהלות במערכת ההזמנות, כאן למטה.</p>
          </noscript>
          {status === "unknown" && (
            <p className={styles.checking} data-needs-js="">
              בודקים אם התחברתם…
            </p>
          )}

          {status === "signed-out" && (
            <section className={styles.card} aria-labelledby="user-area-signed-out">
              <h2 id="user-area-signed-out">מה יש באיזור האישי?</h2>
              <p>
                אחרי ההתחברות לאתר תמצאו כאן גם את הכניסה למערכת ההזמנות של הסטודיו: שם קובעים ומבטלים שיעורים, רואים את
                מערכת השעות ואת ההרשמות שלכם, ומנהלים את המנוי ואת הכרטיסייה.
              </p>
              <p data-sign-in-note="site">{login.siteNote}</p>
              <button type="button" className={styles.primary} onClick={openLogin}>
                התחברות
              </button>
            </section>
          )}

          {status === "signed-in" && user && (
            <section className={styles.card} aria-labelledby="user-area-account">
              <h2 id="user-area-account">החשבון שלך</h2>
              <p>
                מחוברים בתור{" "}
                <bdi className={styles.email} data-user-email="">
                  {user.email}
                </bdi>
              </p>
              <button type="button" className={styles.secondary} onClick={handleSignOut}>
                התנתקות
              </button>
            </section>
          )}
        </div>

        <section className={styles.provider} aria-labelledby="user-area-provider">
          <h2 id="user-area-provider">מערכת ההזמנות</h2>
          <ProviderLoginFrame
            active={status === "signed-in"}
            loginUrl={bookingProvider.loginUrl}
            providerName={bookingProvider.name}
            phone={phone}
            helpHref="/#contact"
          />
        </section>
      </div>
    </Layout>
  );
}

export const Head = ({ location }: HeadProps) => <Seo title={TITLE} description={LEAD} pathname={location.pathname} />;
