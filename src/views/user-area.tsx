import { useEffect } from "react";
import { type HeadProps } from "gatsby";
import { LatinMarked } from "@/components/LatinMarked";
import { PageShell, PageShellHead } from "@/components/PageShell";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import { useUiTexts } from "@/hooks/useUiTexts";
import { useAuth } from "@/features/account/AuthProvider";
import { ProviderLoginFrame } from "@/features/account/ProviderLoginFrame";
import { signOutOrAlert } from "@/features/account/sign-out";
import * as styles from "./user-area.module.scss";
import { useLocalPath } from "@/language/useLocalPath";

/**
 * The personal area: the booking provider's (always offered, in a new tab; in a frame once signed in to the site)
 * and the site's own account. Without JavaScript the provider's links are there, and nothing waits on the browser.
 */
export function UserAreaPage() {
  const { status, user, connect, openLogin, signOut } = useAuth();
  const { bookingProvider, phone } = useSiteSettings();
  const { login, userArea: texts, accountMenu } = useUiTexts();
  const local = useLocalPath();

  // This page needs to know who is signed in: it loads the sign-in code by itself.
  useEffect(connect, [connect]);

  const handleSignOut = () => signOutOrAlert(signOut, accountMenu.signOutFailed);

  return (
    <PageShell path="/user-area">
      <div className={styles.body}>
        <div className={styles.account} aria-live="polite" data-room-for-js="">
          <noscript>
            <p>
              <LatinMarked text={texts.noScript} />
            </p>
          </noscript>
          {status === "unknown" && (
            <p className={styles.checking} data-needs-js="">
              {texts.checking}
            </p>
          )}

          {status === "signed-out" && (
            <section className={styles.card} aria-labelledby="user-area-signed-out">
              <h2 id="user-area-signed-out">{texts.signedOutHeading}</h2>
              <p>{texts.signedOut}</p>
              <p data-sign-in-note="site">{login.siteNote}</p>
              <button type="button" className={styles.primary} onClick={openLogin}>
                {texts.signIn}
              </button>
            </section>
          )}

          {status === "signed-in" && user && (
            <section className={styles.card} aria-labelledby="user-area-account">
              <h2 id="user-area-account">{texts.accountHeading}</h2>
              <p>
                {texts.signedInAs}{" "}
                <bdi className={styles.email} data-user-email="">
                  {user.email}
                </bdi>
              </p>
              <button type="button" className={styles.secondary} onClick={handleSignOut}>
                {texts.signOut}
              </button>
            </section>
          )}
        </div>

        <section className={styles.provider} aria-labelledby="user-area-provider">
          <h2 id="user-area-provider">{texts.providerHeading}</h2>
          <ProviderLoginFrame
            active={status === "signed-in"}
            loginUrl={bookingProvider.loginUrl}
            providerName={bookingProvider.name}
            phone={phone}
            helpHref={local("/#contact")}
          />
        </section>
      </div>
    </PageShell>
  );
}

export const UserAreaPageHead = ({ location }: HeadProps) => (
  <PageShellHead path="/user-area" pathname={location.pathname} />
);
