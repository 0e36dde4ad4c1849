import { graphql } from "gatsby";
import { OpeningHours } from "@/components/OpeningHours";
import { PhoneNumber } from "@/components/PhoneNumber";
import { StudioAddress } from "@/components/StudioAddress";
import { useUiTexts } from "@/hooks/useUiTexts";
import type { OpeningHoursEntry } from "@/lib/opening-hours";
import { telUrl, whatsappUrl } from "@/content/phone";
import * as styles from "./Contact.module.scss";

interface Props {
  heading: string;
  phone: string;
  address: { street: string; city: string };
  directions?: { parking?: string | null; publicTransport?: string | null } | null;
  openingHours: readonly OpeningHoursEntry[];
}

export function Contact({ heading, phone, address, directions, openingHours }: Props) {
  const { home: texts } = useUiTexts();
  return (
    <section id="contact" className={styles.contact} aria-labelledby="contact-heading">
      <h2 id="contact-heading" className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.lead}>
        {texts.contactLead} <PhoneNumber phone={phone} />
      </p>
      <p className={styles.links}>
        <a className={styles.whatsapp} href={whatsappUrl(phone)}>
          {texts.contactWhatsapp}
        </a>
        <a className={styles.call} href={telUrl(phone)}>
          {texts.contactCall}
        </a>
      </p>
      <div className={styles.details}>
        <div className={styles.card}>
          <h3 className={styles.cardHeading}>{texts.directions}</h3>
          <StudioAddress address={address} variant="buttons" />
          {directions?.parking && (
            <p className={styles.note}>
              <strong>{texts.parking} </strong>
              {directions.parking}
            </p>
          )}
          {directions?.publicTransport && (
            <p className={styles.note}>
              <strong>{texts.publicTransport} </strong>
              {directions.publicTransport}
            </p>
          )}
        </div>
        <div className={styles.card}>
          <h3 className={styles.cardHeading}>{texts.openingHours}</h3>
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
