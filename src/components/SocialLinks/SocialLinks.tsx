import { socialLinks, type SocialProfiles } from "@/lib/social";
import { SocialIcon } from "./SocialIcon";
import * as styles from "./SocialLinks.module.scss";

interface Props {
  profiles: SocialProfiles;
  brand: string;
}

/** The studio's social profiles, each link named for screen readers as "{brand} ב{network}". */
export function SocialLinks({ profiles, brand }: Props) {
  return (
    <ul className={styles.list}>
      {socialLinks(profiles).map((link) => (
        <li key={link.network}>
          <a className={styles.link} href={link.url} aria-label={`${brand} ב${link.name}`}>
            <SocialIcon network={link.network} />
            <span aria-hidden="true">{link.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
