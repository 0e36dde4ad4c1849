import { useUiTexts } from "@/hooks/useUiTexts";
import * as styles from "./SkipLink.module.scss";

export const MAIN_CONTENT_ID = "main";

/** The first stop of the Tab key on every page: straight to the page's own content, past the menus. */
export function SkipLink() {
  const { page } = useUiTexts();
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      {page.skipLink}
    </a>
  );
}
