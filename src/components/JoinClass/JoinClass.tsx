import { useSiteSettings } from "@/hooks/useSiteSettings";
import { useUiTexts } from "@/hooks/useUiTexts";
import { PhoneNumber } from "@/components/PhoneNumber";
import { telUrl, whatsappUrl } from "@/content/phone";
import { fillTemplate } from "@/lib/templates";
import * as styles from "./JoinClass.module.scss";

/** The box's id: the phone's contact bar links to it instead of a try-out. */
export const JOIN_CLASS_ID = "how-to-join";

interface Props {
  /** The class's title, named in the WhatsApp message. */
  title: string;
  /** content/classes/'s howToJoin; without it, content/ui.json's joinClass.text. */
  howToJoin?: string | null;
}

/**
 * What the page of a class without a try-out (`"trial": false`: a course that starts in cohorts, open training)
 * shows where the try-out button would be: how to join it, and a WhatsApp message or a call to ask.
 */
export function JoinClass({ title, howToJoin }: Props) {
  const { phone } = useSiteSettings();
  const { joinClass: texts } = useUiTexts();
  return (
    <section id={JOIN_CLASS_ID} className={styles.join} aria-labelledby={`${JOIN_CLASS_ID}-h`} data-join-class="">
      <h2 id={`${JOIN_CLASS_ID}-h`} className={styles.heading}>
        {texts.heading}
      </h2>
      <p>{howToJoin ?? texts.text}</p>
      <p>
        <a href={whatsappUrl(phone, fillTemplate(texts.whatsappMessage, { class: title }))}>{texts.whatsapp}</a>{" "}
        {texts.call}{" "}
        <a href={telUrl(phone)}>
          <PhoneNumber phone={phone} />
        </a>
      </p>
    </section>
  );
}
