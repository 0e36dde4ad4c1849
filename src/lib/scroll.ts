/** Browser-only helpers for moving to a section of the page. */
import { prefersReducedMotion } from "./motion";

/**
 * Scrolls smoothly to the element with this id and moves keyboard focus there, so that the next Tab continues
 * from the section rather than from the link. Returns false when there is no such element.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion(window) ? "auto" : "smooth", block: "start" });
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  return true;
}

/** A click that the browser should handle itself: a new tab or window, a download, a middle click. */
export const isModifiedClick = (event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
