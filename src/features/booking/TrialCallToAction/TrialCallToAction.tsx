import React, { useEffect, useState } from "react";
import { preloadTrialModal, useTrialModal } from "@/features/booking/TrialModalProvider";
import { useUiTexts } from "@/hooks/useUiTexts";
import { formatShekels } from "@/content/format";
import { fillTemplate } from "@/lib/templates";
import type { TrialPreset } from "@/features/booking/rules";
import { HOME_SECTIONS } from "@/lib/sections";
import * as styles from "./TrialCallToAction.module.scss";
import { useLanguage } from "@/language/useLanguage";

/**
 * Where a call to action leads without JavaScript (or in a new tab) unless its page has a way of its own: the home
 * page's try-out registration, where the panel is open without JavaScript and holds the provider form's direct link.
 * A plain anchor, so that the browser scrolls there by itself.
 */
const HOME_TRIAL_HREF = `/#${HOME_SECTIONS.about}`;

/** Where the call to action leads without the modal: a part of its own page that keeps what it was for. */
interface Fallback {
  fallbackHref?: string;
}

interface Props extends TrialPreset, Fallback {
  /** What it says; content/ui.json's trialBooking.callToAction, with the price, by default. */
  children?: React.ReactNode;
  priceILS?: number;
  /** The look: a large button (a class page), a small one (a list), or the phone's contact bar. */
  variant?: "large" | "small" | "bar";
  className?: string;
}

const preload = () => {
  preloadTrialModal().catch(() => undefined); // opening will try again and say so
};

/**
 * A try-out call to action. It opens the try-out booking modal set to the class it names (with its sport and, when
 * the age is known, the group that takes it); without JavaScript (or with a modifier key, to open a new tab) it is
 * a plain link to `fallbackHref` (a class page's own try-out ways), by default the home page's registration.
 */
export function TrialCallToAction({
  children,
  priceILS,
  variant = "large",
  className,
  classSlug,
  sport,
  age,
  fallbackHref = HOME_TRIAL_HREF,
}: Props) {
  const trialModal = useTrialModal();
  const { trialBooking } = useUiTexts();
  const language = useLanguage();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const open = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!trialModal || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    trialModal.openTrialModal({ classSlug, sport, age }, fallbackHref);
  };

  return (
    <a
      className={[styles[variant], className].filter(Boolean).join(" ")}
      href={fallbackHref}
      aria-haspopup={hydrated && trialModal ? "dialog" : undefined}
      onClick={open}
      onPointerEnter={preload}
      onFocus={preload}
    >
      {children ?? fillTemplate(trialBooking.callToAction, { price: formatShekels(priceILS ?? 0, language) })}
    </a>
  );
}

/** The try-out of the phone's contact bar (components/ContactBar), in its words. */
export function ContactBarTrial(preset: TrialPreset & Fallback) {
  const { contactBar } = useUiTexts();
  return (
    <TrialCallToAction variant="bar" {...preset}>
      {contactBar.trial}
    </TrialCallToAction>
  );
}
