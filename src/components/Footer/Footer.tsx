import { Link } from "gatsby";
import { OpeningHours } from "@/components/OpeningHours";
import { SocialLinks } from "@/components/SocialLinks";
import { StudioAddress } from "@/components/StudioAddress";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import { useCurrentYear } from "@/hooks/useCurrentYear";
import { useUiTexts } from "@/hooks/useUiTexts";
import { footerPageLinks } from "@/lib/fixed-pages";
import { fillTemplate } from "@/lib/templates";
import * as styles from "./Footer.module.scss";

/** Every page's footer: where the studio is, when it is open, its social profiles, then the legal line. */
export function Footer() {
  const { brand, address, openingHours, social } = useSiteSettings();
  const year = useCurrentYear();
  const ui = useUiTexts();
  const { footer } = ui;
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <div>
          <h2 className={styles.heading}>{footer.directions}</h2>
          <StudioAddress address={address} variant="links" />
        </div>
        <div>
          <h2 className={styles.heading}>{footer.openingHours}</h2>
          <OpeningHours hours={openingHours} className={styles.hours} />
        </div>
        <div>
          <h2 className={styles.heading}>{footer.follow}</h2>
          <SocialLinks profiles={social} />
        </div>
      </div>
      <div className={styles.inner}>
        <p className={styles.copyright}>{fillTemplate(footer.copyright, { year, brand })}</p>
        <ul className={styles.links}>
          {footerPageLinks(ui).map(({ path, label }) => (
            <li key={path}>
              <Link to={path} className={styles.link}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
