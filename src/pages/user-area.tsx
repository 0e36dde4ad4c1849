import { useEffect } from "react";
import { type HeadProps } from "gatsby";
import { EmbeddedFrame } from "@/components/EmbeddedFrame";
import { Layout } from "@/components/Layout";
import { PageHeader } from "@/components/PageHeader";
import { Seo } from "@/components/Seo";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import { formatPhoneForDisplay, telUrl, whatsappUrl } from "@/lib/phone";
import { useAuth } from "@/features/account/AuthProvider";
import { signOutOrAlert } from "@/features/account/sign-out";
import * as styles from "./user-area.module.scss";

const TITLE = "איזור אישי";
const LEAD = "כאן מנהלים את ההרשמות לשיעורים, את מערכת השעות ואת המנוי.";

export default function UserAreaPage() {
  const { status, user, connect, openLogin, signOut } = useAuth();
  const { bookingProvider, phone } = useSiteSettings();

  // This page needs to know who is signed in: it loads the sign-in code by itself.
  useEffect(connect, [connect]);

  const handleSignOut = () => signOutOrAlert(signOut);

  return (
    <Layout>
      <PageHeader title={TITLE} lead={LEAD} />
      <div className={styles.body} aria-live="polite" aria-busy={status === "unknown"}>
        {status === "unknown" && <p className={styles.checking}>בודקים אם התחברת…</p>}

        {status === "signed-out" && (
          <section className={styles.card} aria-labelledby="user-area-signed-out">
            <h2 id="user-area-signed-out">מה יש באיזור האישי?</h2>
            <p>
              אחרי ההתחברות תמצאו כאן את הכניסה למערכת ההזמנות של הסטודיו: שם קובעים ומבטלים שיעורים, רואים את מערכת
              השעות ואת ההרשמות שלכם, ומנהלים את המנוי ואת הכרטיסייה.
            </p>
            <button type="button" className={styles.primary} onClick={openLogin}>
              התחברות
            </button>
          </section>
        )}

        {status === "signed-in" && user && (
          <>
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
            <section className={styles.provider} aria-labelledby="user-area-provider">
              <h2 id="user-area-provider">מערכת ההזמנות</h2>
              <p>
                הכניסה לאיזור האישי במערכת ההזמנות של {bookingProvider.name}: ההרשמות, מערכת השעות והמנוי.{" "}
                <a href={bookingProvider.loginUrl} target="_blank" rel="noopener noreferrer">
                  פתיחה בחלון חדש
                </a>
              </p>
              <EmbeddedFrame
                src={bookingProvider.loginUrl}
                title={`כניסה לאיזור האישי במערכת ההזמנות ${bookingProvider.name}`}
                loadingText="טוען את דף הכניסה לאיזור האישי..."
                phone={phone}
              />
              <p className={styles.help}>
                בעיות בהתחברות? פנו אלינו לעזרה:{" "}
                <a href={telUrl(phone)}>
                  <bdi dir="ltr">{formatPhoneForDisplay(phone)}</bdi>
                </a>{" "}
                · <a href={whatsappUrl(phone)}>וואטסאפ</a>
              </p>
            </section>
          </>
        )}
      </div>
    </Layout>
  );
}

export const Head = ({ location }: HeadProps) => <Seo title={TITLE} description={LEAD} pathname={location.pathname} />;
