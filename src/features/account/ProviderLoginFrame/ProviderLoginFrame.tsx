import { EmbeddedFrame } from "@/components/EmbeddedFrame";
import { providerSignInNote } from "@/features/account/sign-in-notes";
import { useUiTexts } from "@/hooks/useUiTexts";
import { fillTemplate } from "@/lib/templates";
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

/** The frame's accessible name, from content/ui.json (userArea.providerFrameTitle). */
export const providerLoginFrameTitle = (template: string, providerName: string) =>
  fillTemplate(template, { provider: providerName });

/**
 * The booking provider's login page, as the home page and /user-area both offer it: what it is (not the site's
 * own sign-in), the page in a frame with its alternatives, and where to ask for help.
 */
export function ProviderLoginFrame({ loginUrl, providerName, phone, active, boxRef, helpHref }: Props) {
  const { userArea: texts } = useUiTexts();
  return (
    <>
      <p className={styles.note} data-sign-in-note="provider">
        {providerSignInNote(texts.providerNote, providerName)}
      </p>
      <EmbeddedFrame
        active={active}
        boxRef={boxRef}
        src={loginUrl}
        title={providerLoginFrameTitle(texts.providerFrameTitle, providerName)}
        loadingText={texts.providerLoading}
        newTabLabel={texts.providerNewTab}
        phone={phone}
      />
      <p className={styles.help}>
        <a href={helpHref}>{texts.help}</a>
      </p>
    </>
  );
}
