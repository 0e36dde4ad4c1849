import { formatPhoneForDisplay } from "@/content/phone";
import * as styles from "./PhoneNumber.module.scss";

/**
 * A phone number inside Hebrew text, "050-123-4567": one left-to-right run that never wraps, so that it reads the
 * same on every page and width (docs/numbers-in-hebrew.md). A number already written for display stays as it is.
 */
export function PhoneNumber({ phone }: { phone: string }) {
  return (
    <bdi dir="ltr" className={styles.phone}>
      {formatPhoneForDisplay(phone)}
    </bdi>
  );
}
