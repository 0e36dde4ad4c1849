import { Link } from "gatsby";
import { useDisclosure } from "@/hooks/useDisclosure";
import { useUiTexts } from "@/hooks/useUiTexts";
import * as styles from "./Header.module.scss";
import { useLocalPath } from "@/language/useLocalPath";

interface Props {
  /** The signed-in visitor's e-mail; null shows the sign-in button. */
  email: string | null;
  onSignIn: () => void;
  /** Signs out; `failed` is what the visitor is told if that fails (offline), in the page's language. */
  onSignOut: (failed: string) => void;
}

/**
 * The last item of the navigation: a sign-in button that opens the login modal, which becomes the user's menu
 * (the e-mail, the personal area, sign-out) once signed in.
 */
export function AccountMenu({ email, onSignIn, onSignOut }: Props) {
  const { open, setOpen, contentId, containerProps, buttonProps } = useDisclosure();
  const { accountMenu: texts } = useUiTexts();
  const local = useLocalPath();

  if (email === null) {
    // Without JavaScript there is no sign-in: the button is not shown (data-needs-js).
    return (
      <li data-needs-js="">
        <button type="button" className={`${styles.navItem} ${styles.signIn}`} data-sign-in="" onClick={onSignIn}>
          {texts.signIn}
        </button>
      </li>
    );
  }

  const handleSignOut = () => {
    setOpen(false);
    onSignOut(texts.signOutFailed);
  };

  return (
    <li className={`${styles.dropdown} ${styles.accountMenu}`} {...containerProps}>
      <button {...buttonProps} className={styles.navItem} data-account-menu="">
        {texts.myAccount}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul id={contentId} className={styles.dropdownMenu} data-open={open}>
        <li className={styles.accountEmail} dir="ltr">
          {email}
        </li>
        <li>
          <Link to={local("/user-area")} className={styles.dropdownLink}>
            {texts.userArea}
          </Link>
        </li>
        <li>
          <button type="button" className={`${styles.dropdownLink} ${styles.menuButton}`} onClick={handleSignOut}>
            {texts.signOut}
          </button>
        </li>
      </ul>
    </li>
  );
}
