import { graphql } from "gatsby";
import { OpeningHours } from "@/components/OpeningHours";
import { StudioAddress } from "@/components/StudioAddress";
import type { OpeningHoursEntry } from "@/lib/opening-hours";
import { formatPhoneForDisplay, telUrl, whatsappUrl } from "@/content/phone";
import * as styles from "./Contact.module.scss";

interface Props {
  heading: string;
  phone: string;
  address: { street: string; city: string };
  directions?: { parking?: string | null; publicTransport?: string | null } | null;
  openingHours: readonly OpeningHoursEntry[];
}

export function Contact({ heading, phone, address, directions, openingHours }: Props) {
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
      <div className={styles.details}>
        <div className={styles.card}>
          <h3 className={styles.cardHeading}>איך מגיעים</h3>
          <StudioAddress address={address} variant="buttons" />
          {directions?.parking && (
            <p className={styles.note}>
              <strong>חניה: </strong>
              {directions.parking}
            </p>
          )}
          {directions?.publicTransport && (
            <p className={styles.note}>
              <strong>תחבורה ציבורית: </strong>
              {directions.publicTransport}
            </p>
          )}
        </div>
        <div className={styles.card}>
          <h3 className={styles.cardHeading}>שעות פתיחה</h3>
          <OpeningHours hours={openingHours} />
        </div>
      </div>
    </section>
  );
}

/** How to get to the studio and when it is open: the contact section's and the footer's details (site.json). */
export const query = graphql`
  fragment StudioVisitFields on SiteSettings {
    address {
      street
      city
    }
    directions {
      parking
      publicTransport
    }
    openingHours {
      day
      opens
      closes
    }
  }
`;
