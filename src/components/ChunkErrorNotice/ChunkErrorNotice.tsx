import { useEffect, useState } from "react";
import { CHUNK_ERROR_EVENT } from "@/lib/chunk-recovery";
import { useUiTexts } from "@/hooks/useUiTexts";
import * as styles from "./ChunkErrorNotice.module.scss";

/** What the visitor reads when a part of the site would not load even after a reload (lib/chunk-recovery.ts). */
export function ChunkErrorNotice() {
  const [shown, setShown] = useState(false);
  const { recovery: texts } = useUiTexts();
  useEffect(() => {
    const show = () => setShown(true);
    window.addEventListener(CHUNK_ERROR_EVENT, show);
    return () => window.removeEventListener(CHUNK_ERROR_EVENT, show);
  }, []);
  if (!shown) return null;
  return (
    <div className={styles.notice} role="alert" data-chunk-error="">
      <p className={styles.text}>{texts.chunkFailed}</p>
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        {texts.reload}
      </button>
    </div>
  );
}
