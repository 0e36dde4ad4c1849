import { Link } from "gatsby";
import { OpeningHours } from "@/components/OpeningHours";
import { SocialLinks } from "@/components/SocialLinks";
import { StudioAddress } from "@/components/StudioAddress";
import { TemplateText } from "@/components/TemplateText";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import { useCurrentYear } from "@/hooks/useCurrentYear";
import { useUiTexts } from "@/hooks/useUiTexts";
import { footerPageLinks } from "@/lib/fixed-pages";
import { fillTemplate } from "@/lib/templates";
import { formatAddress } from "@/content/location";
import * as styles from "./Footer.module.scss";
import { useLocalPath } from "@/language/useLocalPath";

/**
 * Every page's footer: where the studio is, when it is open, its social profiles, then the legal lines: who runs the
 * studio (its registered name, number and address, content/site.json's legalEntity) and the pages of its duties.
 */
export function Footer() {
  const { brand, address, openingHours, social, legalEntity } = useSiteSettings();
  const year = useCurrentYear();
  const ui = useUiTexts();
  const local = useLocalPath();
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
        <div>
          <p className={styles.copyright}>{fillTemplate(footer.copyright, { year, brand })}</p>
          <p className={styles.business}>
            <TemplateText
              template={footer.business}
              values={{
                brand,
                legalName: legalEntity.name,
                number: <bdi dir="ltr">{legalEntity.number}</bdi>,
                address: formatAddress(address),
              }}
            />
          </p>
        </div>
        <ul className={styles.links}>
          {footerPageLinks(ui).map(({ path, label }) => (
            <li key={path}>
              <Link to={local(path)} className={styles.link}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
