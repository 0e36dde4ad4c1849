import { useId, useRef, useState } from "react";
import { Link } from "gatsby";
import { useAuth } from "../../providers/AuthProvider";
import * as styles from "./Header.module.scss";

/**
 * The last item of the navigation: a sign-in button that opens the login modal, which becomes the user's menu
 * (the e-mail, the personal area, sign-out) once signed in.
 */
export function AccountMenu({ onSignInClick }: { onSignInClick: () => void }) {
  const { status, user, openLogin, signOut } = useAuth();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  if (status !== "signed-in" || !user) {
    return (
      <li>
        <button
          type="button"
          className={`${styles.navItem} ${styles.signIn}`}
          data-sign-in=""
          onClick={() => {
            onSignInClick();
            openLogin();
          }}
        >
          התחברות
        </button>
      </li>
    );
  }

  const handleSignOut = async () => {
    setOpen(false);
    try {
      await signOut();
    } catch {
      window.alert("ההתנתקות לא הצליחה. בדקו את החיבור לאינטרנט ונסו שוב.");
    }
  };

  return (
    // The item closes its menu on Escape and when focus leaves it, on behalf of its button and links.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={styles.dropdown}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.navItem}
        aria-expanded={open}
        aria-controls={menuId}
        data-account-menu=""
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        החשבון שלי
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul id={menuId} className={styles.dropdownMenu} data-open={open}>
        <li className={styles.accountEmail} dir="ltr">
          {user.email}
        </li>
        <li>
          <Link to="/user-area" className={styles.dropdownLink}>
            האיזור האישי
          </Link>
        </li>
        <li>
          <button type="button" className={`${styles.dropdownLink} ${styles.menuButton}`} onClick={handleSignOut}>
            התנתקות
          </button>
        </li>
      </ul>
    </li>
  );
}
