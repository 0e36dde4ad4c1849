import React, { useEffect, useState } from "react";
import { preloadTrialModal, useTrialModal } from "@/features/booking/TrialModalProvider";
import * as styles from "./TrialCallToAction.module.scss";

/**
 * Where the call to action leads without JavaScript (or in a new tab): the home page's try-out registration, where
 * the panel is open without JavaScript and holds the provider form's direct link. A plain anchor, so that the
 * browser scrolls there by itself.
 */
const FALLBACK_HREF = "/#about";

interface Props {
  priceILS: number;
  /** The class's sport, chosen in the try-out form (a sport id from content/booking.json). */
  sport?: string | null;
}

const preload = () => {
  preloadTrialModal().catch(() => undefined); // opening will try again and say so
};

/**
 * The try-out call to action of a class page. It opens the try-out booking modal with the class's sport chosen;
 * without JavaScript (or with a modifier key, to open a new tab) it is a plain link to the home page's registration.
 */
export function TrialCallToAction({ priceILS, sport }: Props) {
  const trialModal = useTrialModal();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const open = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!trialModal || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    trialModal.openTrialModal(sport, FALLBACK_HREF);
  };

  return (
    <a
      className={styles.cta}
      href={FALLBACK_HREF}
      aria-haspopup={hydrated && trialModal ? "dialog" : undefined}
      onClick={open}
      onPointerEnter={preload}
      onFocus={preload}
    >
      הרשמה לשיעור ניסיון ב-{priceILS} ₪
    </a>
  );
}
