import { useId, useRef, useState } from "react";
import type React from "react";

/**
 * A button that shows and hides a list of links (the WAI-ARIA disclosure pattern): the button toggles it,
 * Escape closes it and gives focus back to the button, and focus leaving the whole widget closes it (right after the
 * tap or click that moved the focus has landed).
 * Spread `containerProps` on the element that holds both the button and the list.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();

  const containerProps = {
    onKeyDown(event: React.KeyboardEvent) {
      if (event.key !== "Escape" || !open) return;
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    },
    onBlur(event: React.FocusEvent) {
      const container = event.currentTarget;
      if (container.contains(event.relatedTarget as Node | null)) return;
      // Closed once the tap that moved the focus has landed: a tap focuses its target before its click, and a list
      // closing at once moves what lies under the finger, so that the click would land on something else.
      setTimeout(() => {
        if (!container.contains(document.activeElement)) setOpen(false);
      }, 0);
    },
  };

  const buttonProps = {
    ref: buttonRef,
    type: "button" as const,
    "aria-expanded": open,
    "aria-controls": contentId,
    onClick: () => setOpen((wasOpen) => !wasOpen),
  };

  return { open, setOpen, contentId, containerProps, buttonProps };
}
