import { useUiTexts } from "@/hooks/useUiTexts";
import { socialLinks, type SocialProfiles } from "@/lib/social";
import { SocialIcon } from "./SocialIcon";
import * as styles from "./SocialLinks.module.scss";

interface Props {
  profiles: SocialProfiles;
}

/** The studio's social profiles: each link an icon and the network's name, which is also its accessible name. */
export function SocialLinks({ profiles }: Props) {
  const { social } = useUiTexts();
  return (
    <ul className={styles.list}>
      {socialLinks(profiles, social).map((link) => (
        <li key={link.network}>
          <a className={styles.link} href={link.url}>
            <SocialIcon network={link.network} />
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
