import { startTransition, type ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";

/**
 * Gatsby's hydration, as a transition. React 18 hydrates a root in one piece (a long task that blocks input: total
 * blocking time) unless the work is a transition, which it does in slices of a few milliseconds, giving the browser
 * a turn between them. A click or key press on the page meanwhile makes React finish at once, then handle it.
 * Every page is rendered at build time, so there is always HTML to hydrate.
 */
export const hydrateInSlices = (element: ReactElement, container: Element) => {
  startTransition(() => {
    hydrateRoot(container, element);
  });
};
