import { Link } from "gatsby";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import { useCurrentYear } from "@/hooks/useCurrentYear";
import { footerText } from "@/lib/format";
import * as styles from "./Footer.module.scss";

export function Footer() {
  const { brand } = useSiteSettings();
  const year = useCurrentYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.copyright}>{footerText(year, brand)}</p>
        <Link to="/accessibility" className={styles.link}>
          הצהרת נגישות
        </Link>
      </div>
    </footer>
  );
}
