import { EmbeddedFrame } from "@/components/EmbeddedFrame";
import { providerSignInNote } from "@/features/account/sign-in-notes";
import * as styles from "./ProviderLoginFrame.module.scss";

interface Props {
  loginUrl: string;
  providerName: string;
  phone: string;
  /** Whether to create the frame now; its alternatives (a new tab, WhatsApp, phone) are always there. */
  active: boolean;
  /** The frame's box, for a caller that creates the frame once the box nears the viewport. */
  boxRef?: React.Ref<HTMLDivElement>;
  /** Where help is: the contact section, on this page or on the home page. */
  helpHref: string;
}

export const providerLoginFrameTitle = (providerName: string) => `כניסה לאיזור האישי במערכת ההזמנות ${providerName}`;

/**
 * The booking provider's login page, as the home page and /user-area both offer it: what it is (not the site's
 * own sign-in), the page in a frame with its alternatives, and where to ask for help.
 */
export function ProviderLoginFrame({ loginUrl, providerName, phone, active, boxRef, helpHref }: Props) {
  return (
    <>
      <p className={styles.note} data-sign-in-note="provider">
        {providerSignInNote(providerName)}
      </p>
      <EmbeddedFrame
        active={active}
        boxRef={boxRef}
        src={loginUrl}
        title={providerLoginFrameTitle(providerName)}
        loadingText="טוען את דף הכניסה לאיזור האישי..."
        newTabLabel="כניסה לאיזור האישי בחלון חדש"
        phone={phone}
      />
      <p className={styles.help}>
        <a href={helpHref}>בעיות בהתחברות? פנו אלינו לעזרה</a>
      </p>
    </>
  );
}
