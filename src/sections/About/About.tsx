import { useCallback, useEffect, useId, useRef, useState } from "react";
import { EmbeddedFrame } from "@/components/EmbeddedFrame";
import { HashToggle } from "@/components/HashToggle";
import { TrialCallToAction } from "@/features/booking/TrialCallToAction";
import { useUiTexts } from "@/hooks/useUiTexts";
import { formatShekels } from "@/content/format";
import { PrivacyLine } from "@/components/PrivacyLine";
import { TermsLink } from "@/components/TermsLink";
import { fillTemplate } from "@/lib/templates";
import { scrollToSection } from "@/lib/scroll";
import { TRIAL_PANEL_ID, useTrialPanelRequests } from "./trial-panel-request";
import { HOME_SECTIONS } from "@/lib/sections";
import * as styles from "./About.module.scss";
import { useLanguage } from "@/language/useLanguage";

interface Props {
  heading: string;
  paragraphs: readonly string[];
  trialNote: string;
  priceILS: number;
  trialFormUrl: string;
  phone: string;
}

/**
 * What the studio is, and the try-out registration: a button expands a panel with the provider's try-out form.
 * The form's frame is created the first time the panel opens, and kept (not reloaded) when it closes and reopens.
 * Without JavaScript the panel is open from the start, with the form's direct link in place of the frame; before
 * the page has hydrated its button opens it as a link to it.
 */
export function About({ heading, paragraphs, trialNote, priceILS, trialFormUrl, phone }: Props) {
  const language = useLanguage();
  const { trialClassChoice, home: texts } = useUiTexts();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const toggle = useRef<HTMLAnchorElement>(null);
  const panelId = TRIAL_PANEL_ID;
  const titleId = useId();

  const setPanel = (next: boolean) => {
    setOpen(next);
    if (next) setOpened(true);
  };
  // The hero's call to action: the same panel, opened, brought into view and given keyboard focus.
  useTrialPanelRequests(
    useCallback(() => {
      setOpen(true);
      setOpened(true);
      requestAnimationFrame(() => scrollToSection(panelId));
    }, [panelId]),
  );
  // Opened as a link before the page had hydrated (or by a link from elsewhere): keep it open, with its form.
  useEffect(() => {
    if (window.location.hash !== `#${TRIAL_PANEL_ID}`) return;
    setOpen(true);
    setOpened(true);
  }, []);
  const close = () => {
    setPanel(false);
    toggle.current?.focus();
  };

  return (
    <section id={HOME_SECTIONS.about} className={styles.about} aria-labelledby="about-heading">
      <h1 id="about-heading" className={styles.heading}>
        {heading}
      </h1>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      <HashToggle
        ref={toggle}
        targetId={panelId}
        expanded={open}
        onToggle={() => setPanel(!open)}
        className={styles.toggle}
        data-needs-js=""
      >
        {texts.trialToggle}
      </HashToggle>
      <div
        id={panelId}
        className={styles.panel}
        hidden={!open}
        role="region"
        aria-labelledby={titleId}
        data-open-without-js=""
      >
        <div className={styles.panelHead}>
          <h2 id={titleId}>{fillTemplate(texts.trialTitle, { amount: priceILS })}</h2>
          <button type="button" className={styles.close} onClick={close} data-needs-js="">
            {texts.trialClose}
          </button>
        </div>
        {/* The local form ends in the same completion step as a class page's try-out (JavaScript only). */}
        <p className={styles.chooseFirst} data-needs-js="">
          {trialClassChoice.chooseFirst}{" "}
          <TrialCallToAction variant="small">{trialClassChoice.chooseFirstButton}</TrialCallToAction>
        </p>
        <EmbeddedFrame
          active={opened}
          src={trialFormUrl}
          title={texts.trialFrameTitle}
          loadingText={texts.trialFrameLoading}
          newTabLabel={texts.trialFrameNewTab}
          phone={phone}
          whatsappText={texts.trialWhatsapp}
          // The paid form may offer the browser's payment sheet; firebase.json allows it for the provider only.
          allow="payment"
        />
        <p className={styles.note}>{fillTemplate(trialNote, { price: formatShekels(priceILS, language) })}</p>
        <PrivacyLine why={texts.trialProviderWhy} section="booking-provider" className={styles.note} />
        <p className={styles.note}>
          <TermsLink section="trial" />
        </p>
      </div>
    </section>
  );
}
