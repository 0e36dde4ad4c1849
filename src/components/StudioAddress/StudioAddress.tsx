import { useUiTexts } from "@/hooks/useUiTexts";
import { formatAddress, googleMapsUrl, wazeUrl, type StreetAddress } from "@/content/location";
import * as styles from "./StudioAddress.module.scss";

interface Props {
  address: StreetAddress;
  /** The links' look: buttons in the contact section, plain links in the footer. */
  variant: "buttons" | "links";
}

/** The street address, with links that open navigation to it in Waze and in Google Maps. */
export function StudioAddress({ address, variant }: Props) {
  const { footer } = useUiTexts();
  const linkClass = variant === "buttons" ? styles.button : styles.link;
  return (
    <div className={styles.place}>
      <address className={styles.address}>{formatAddress(address)}</address>
      <p className={styles.links}>
        <a className={linkClass} href={wazeUrl(address)}>
          {footer.waze}
        </a>
        <a className={linkClass} href={googleMapsUrl(address)}>
          {footer.googleMaps}
        </a>
      </p>
    </div>
  );
}
