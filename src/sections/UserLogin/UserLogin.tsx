import { ProviderLoginFrame } from "@/features/account/ProviderLoginFrame";
import { useNearViewport } from "@/hooks/useNearViewport";
import { LOGIN_FRAME_TRIGGER } from "@/lib/home";
import { HOME_SECTIONS } from "@/lib/sections";
import * as styles from "./UserLogin.module.scss";

interface Props {
  heading: string;
  text: string;
  loginUrl: string;
  providerName: string;
  phone: string;
}

/**
 * The booking provider's login page in a frame, created only when the section nears the viewport. Browsers that
 * block third-party cookies can break a login inside a frame, so the page is also offered in a new tab.
 */
export function UserLogin({ heading, text, loginUrl, providerName, phone }: Props) {
  const [box, near] = useNearViewport<HTMLDivElement>(LOGIN_FRAME_TRIGGER);
  return (
    <section id={HOME_SECTIONS.userLogin} className={styles.userLogin} aria-labelledby="user-login-heading">
      <h2 id="user-login-heading" className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.text}>{text}</p>
      <ProviderLoginFrame
        active={near}
        boxRef={box}
        loginUrl={loginUrl}
        providerName={providerName}
        phone={phone}
        helpHref={`#${HOME_SECTIONS.contact}`}
      />
    </section>
  );
}
