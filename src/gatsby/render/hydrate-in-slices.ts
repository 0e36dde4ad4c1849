import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * Gatsby's hydration, as a transition. React 18 hydrates a root in one piece (a long task that blocks input: total
 * blocking time) unless the work is a transition, which it does in slices of a few milliseconds, giving the browser
 * a turn between them. A click or key press on the page meanwhile makes React finish at once, then handle it.
 *
 * Gatsby calls this for every root it renders, as its own renderer does, and so does this one: a container with HTML
 * in it is hydrated (every page of the build); an empty one is rendered from nothing: `gatsby develop` serves pages
 * with an empty root and mounts its loading indicators into new empty elements, and hydrating those made React throw
 * "Hydration failed" and the development overlay show on every page. The returned function unmounts the root, as
 * Gatsby expects of a renderer (it removes its indicators with it).
 */
export const hydrateInSlices = (element: ReactElement, container: Element): (() => void) => {
  if (container.children.length === 0) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  let root: ReturnType<typeof hydrateRoot> | undefined;
  startTransition(() => {
    root = hydrateRoot(container, element);
  });
  return () => root?.unmount();
};
