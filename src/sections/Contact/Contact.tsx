import { formatPhoneForDisplay, telUrl, whatsappUrl } from "@/lib/phone";
import * as styles from "./Contact.module.scss";

interface Props {
  heading: string;
  phone: string;
}

export function Contact({ heading, phone }: Props) {
  return (
    <section id="contact" className={styles.contact} aria-labelledby="contact-heading">
      <h2 id="contact-heading" className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.lead}>
        שאלה על חוג, על מערכת השעות או על שיעור ניסיון? כתבו לנו או התקשרו:{" "}
        <bdi dir="ltr">{formatPhoneForDisplay(phone)}</bdi>
      </p>
      <p className={styles.links}>
        <a className={styles.whatsapp} href={whatsappUrl(phone)}>
          שלחו לנו הודעה בוואטסאפ
        </a>
        <a className={styles.call} href={telUrl(phone)}>
          התקשרו אלינו
        </a>
      </p>
    </section>
  );
}
