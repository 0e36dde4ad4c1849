import React, { useEffect, useId, useRef } from "react";
import { Phrase } from "@/components/Phrase";
import { useUiTexts } from "@/hooks/useUiTexts";
import * as styles from "./Dialog.module.scss";

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  children: React.ReactNode;
  /** The accessible name of the "×" button; content/ui.json's page.close by default. */
  closeLabel?: string;
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert (focus stays
 * inside), Escape closes it, the browser returns focus to what opened it, and the page behind does not scroll
 * (global.scss). Closing by any way reports to onClose, so the owner's state stays the single truth. The title and
 * its × stay in view on any screen: what does not fit scrolls below them.
 */
export function Dialog({ open, onClose, title, children, closeLabel }: Props) {
  const { page } = useUiTexts();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // A click on the backdrop lands on the <dialog> itself; clicks inside land on its content.
  const closeOnBackdrop = (event: React.MouseEvent) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    // Escape is handled by the browser for a modal <dialog>; the click handler only adds the backdrop.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={closeOnBackdrop}
    >
      <div className={styles.titleBar}>
        <h2 id={titleId}>
          <Phrase>{title}</Phrase>
        </h2>
        <button type="button" className={styles.close} aria-label={closeLabel ?? page.close} onClick={onClose}>
          ×
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
