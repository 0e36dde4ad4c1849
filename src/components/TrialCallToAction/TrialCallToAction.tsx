import * as styles from "./TrialCallToAction.module.scss";

interface Props {
  priceILS: number;
}

/** The try-out call to action of a class page: it leads to the home page's try-out registration. */
export function TrialCallToAction({ priceILS }: Props) {
  return (
    <a className={styles.cta} href="/?scrollTo=about">
      הרשמה לשיעור ניסיון ב-{priceILS} ₪
    </a>
  );
}
