import React, { useEffect, useState } from "react";
import { useReachability } from "@/hooks/useReachability";
import { useUiTexts } from "@/hooks/useUiTexts";
import { embedStatus } from "@/lib/embed-status";
import { EMBED_FALLBACK_MS, EMBED_HEIGHT_PX } from "@/lib/home";
import { FrameAlternatives } from "./FrameAlternatives";
import * as styles from "./EmbeddedFrame.module.scss";

interface Props {
  src: string;
  /** What the frame holds, for screen readers. */
  title: string;
  /** Shown with the spinner until the frame has loaded. */
  loadingText: string;
  /** The link that opens the same page in a new tab. */
  newTabLabel: string;
  /** The studio's phone, offered for WhatsApp and a call. */
  phone: string;
  /** Prefilled in the WhatsApp message. */
  whatsappText?: string;
  /** Whether to create the frame now; its alternatives are in the page (and the HTML) either way. */
  active?: boolean;
  /** Given when the box should hold its place before the frame is created (the owner watches it). */
  boxRef?: React.Ref<HTMLDivElement>;
  /** Features the provider's page may use (the frame's `allow`), e.g. "payment" for the paid try-out form. */
  allow?: string;
}

/**
 * What the provider's page may do in its frame, and no more: run its scripts, keep its own session (its origin's
 * cookies and storage), send its forms, and open new tabs (payment, the login's own pages) that are not sandboxed.
 * Not allowed: leading the site's own tab elsewhere (top navigation), downloads, modal dialogs, pointer lock.
 */
export const PROVIDER_FRAME_SANDBOX =
  "allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox";

/**
 * A page of the booking provider in a frame 600px high, with its alternatives (the page in a new tab, WhatsApp, a
 * call) always next to it. A spinner shows until the page has shown; when the provider cannot be reached, or has not
 * answered within EMBED_FALLBACK_MS, a message and the alternatives cover the frame (and the browser's error page in
 * it). Without JavaScript only the alternatives show.
 */
export function EmbeddedFrame({
  src,
  title,
  loadingText,
  newTabLabel,
  phone,
  whatsappText,
  active = true,
  boxRef,
  allow,
}: Props) {
  const { frames: texts } = useUiTexts();
  const [frameLoaded, setFrameLoaded] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  const probe = useReachability(src, active);
  const status = embedStatus({ frameLoaded, probe, timedOut });

  // Once up, the timer changes nothing for a page that has shown: a loaded page wins over the time (embedStatus).
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setTimedOut(true), EMBED_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [active]);

  const alternatives = { src, newTabLabel, phone, whatsappText };
  const showBox = active || boxRef;
  return (
    <div className={styles.embed} data-embed-state={active ? status : "waiting"}>
      {showBox && (
        <div ref={boxRef} className={styles.frameBox} style={{ blockSize: EMBED_HEIGHT_PX }} data-needs-js="">
          {active && (
            <iframe
              className={styles.frame}
              src={src}
              title={title}
              sandbox={PROVIDER_FRAME_SANDBOX}
              allow={allow}
              height={EMBED_HEIGHT_PX}
              style={{ blockSize: EMBED_HEIGHT_PX }}
              loading="eager"
              aria-hidden={status === "failed" || undefined}
              tabIndex={status === "failed" ? -1 : undefined}
              onLoad={() => setFrameLoaded(true)}
            />
          )}
          {active && (
            <div className={styles.status} role="status" hidden={status === "loaded"}>
              {status === "loading" && (
                <>
                  <span className={styles.spinner} aria-hidden="true" />
                  <p className={styles.statusText}>{loadingText}</p>
                </>
              )}
              {status === "failed" && (
                <>
                  <p className={styles.statusText}>{texts.failed}</p>
                  <FrameAlternatives {...alternatives} prominent />
                </>
              )}
            </div>
          )}
        </div>
      )}
      {status !== "failed" && <FrameAlternatives {...alternatives} />}
    </div>
  );
}
