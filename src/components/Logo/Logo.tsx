import { useSiteSettings } from "@/hooks/useSiteSettings";
import * as styles from "./Logo.module.scss";

/** The studio's mark (a figure mid-flip) and its name. */
export function Logo() {
  const { brand } = useSiteSettings();
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="#ff6b35" />
        <circle cx="20.5" cy="9" r="3" fill="#0f1b2d" />
        <path
          d="M8 22c3-1 5-3 6.5-6.5L17 12l3 4 4.5 1.5M14.5 15.5 11 13.5M17 12l-1.5 9.5 4 3.5"
          fill="none"
          stroke="#0f1b2d"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <bdi lang="en" className={styles.name}>
        {brand}
      </bdi>
    </span>
  );
}
