import { useEffect, useState } from "react";
import { EMBED_FALLBACK_MS, EMBED_HEIGHT_PX } from "../../lib/home";
import { whatsappUrl } from "../../lib/phone";
import * as styles from "./EmbeddedFrame.module.scss";

interface Props {
  src: string;
  /** What the frame holds, for screen readers. */
  title: string;
  /** Shown with the spinner until the frame has loaded. */
  loadingText: string;
  /** The studio's phone, offered (as WhatsApp) when the frame does not load. */
  phone: string;
  /** Features the provider's page may use (the frame's `allow`), e.g. "payment" for the paid try-out form. */
  allow?: string;
}

/**
 * A page of the booking provider in a frame 600px high. A spinner shows until the frame has loaded; when it has not
 * loaded after 15 s (the provider is down or blocked), a direct link to the page and the studio's WhatsApp replace
 * the spinner. The frame is created when this component mounts: mount it only when it is needed.
 */
export function EmbeddedFrame({ src, title, loadingText, phone, allow }: Props) {
  const [loaded, setLoaded] = useState(false);
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (loaded) return undefined;
    const timer = setTimeout(() => setSlow(true), EMBED_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [loaded]);

  return (
    <div
      className={styles.frameBox}

      data-embed-state={loaded ? "loaded" : slow ? "fallback" : "loading"}
    >
      <iframe
        className={styles.frame}
        src={src}
        title={title}
        allow={allow}
        height={EMBED_HEIGHT_PX}
        style={{ blockSize: EMBED_HEIGHT_PX }}
        loading="eager"
        onLoad={() => setLoaded(true)}
      />
      {!loaded && !slow && (
        <div className={styles.status} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <p className={styles.statusText}>{loadingText}</p>
        </div>
      )}
      {!loaded && slow && (
        <div className={styles.status} role="status">
          <p className={styles.statusText}>הטופס לא נטען כרגע. אפשר להמשיך ישירות באתר מערכת ההזמנות או לכתוב לנו:</p>
          <p className={styles.fallbackLinks}>
            <a className={styles.fallbackLink} href={src} target="_blank" rel="noopener noreferrer">
              פתיחת הטופס בחלון חדש
            </a>
            <a className={styles.fallbackLink} href={whatsappUrl(phone)}>
              כתבו לנו בוואטסאפ
            </a>
          </p>
        </div>
      )}
    </div>
  );
}
