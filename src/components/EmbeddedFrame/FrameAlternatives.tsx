import { PhoneNumber } from "@/components/PhoneNumber";
import { useUiTexts } from "@/hooks/useUiTexts";
import { telUrl, whatsappUrl } from "@/content/phone";
import * as styles from "./EmbeddedFrame.module.scss";

interface Props {
  src: string;
  newTabLabel: string;
  phone: string;
  whatsappText?: string;
  /** As buttons, when they take the frame's place. */
  prominent?: boolean;
}

/** Other ways to what a provider frame holds: the same page in a new tab, WhatsApp, a call. */
export function FrameAlternatives({ src, newTabLabel, phone, whatsappText, prominent = false }: Props) {
  const { frames: texts } = useUiTexts();
  const link = prominent ? styles.altButton : undefined;
  return (
    <p className={prominent ? styles.altButtons : styles.altLine} data-frame-alternatives="">
      {!prominent && <span>{texts.notSeeing} </span>}
      <a className={link} href={src} target="_blank" rel="noopener noreferrer">
        {newTabLabel}
      </a>
      {!prominent && " · "}
      <a className={link} href={whatsappUrl(phone, whatsappText)}>
        {texts.whatsapp}
      </a>
      {!prominent && " · "}
      <a className={link} href={telUrl(phone)}>
        {prominent ? texts.call : texts.phone} <PhoneNumber phone={phone} />
      </a>
    </p>
  );
}
