import { Link } from "gatsby";
import { useDisclosure } from "@/hooks/useDisclosure";
import { useAuth } from "@/features/account/AuthProvider";
import { signOutOrAlert } from "@/features/account/sign-out";
import * as styles from "./Header.module.scss";

/**
 * The last item of the navigation: a sign-in button that opens the login modal, which becomes the user's menu
 * (the e-mail, the personal area, sign-out) once signed in.
 */
export function AccountMenu({ onSignInClick }: { onSignInClick: () => void }) {
  const { status, user, openLogin, signOut } = useAuth();
  const { open, setOpen, contentId, containerProps, buttonProps } = useDisclosure();

  if (status !== "signed-in" || !user) {
    // Without JavaScript there is no sign-in: the button is not shown (data-needs-js).
    return (
      <li data-needs-js="">
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

  const handleSignOut = () => {
    setOpen(false);
    signOutOrAlert(signOut);
  };

  return (
    <li className={`${styles.dropdown} ${styles.accountMenu}`} {...containerProps}>
      <button {...buttonProps} className={styles.navItem} data-account-menu="">
        החשבון שלי
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul id={contentId} className={styles.dropdownMenu} data-open={open}>
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
