import React, { forwardRef } from "react";

interface Props extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "onClick" | "role"> {
  /** The id of what it opens and closes. */
  targetId: string;
  expanded: boolean;
  onToggle: () => void;
  children: React.ReactNode;
}

/**
 * A button that opens and closes the element `targetId`, and that works before the page's scripts do: it is a link
 * to `#targetId`, which the styles open while the page has not hydrated (`:target`, src/gatsby/render/
 * no-script-styles.ts). Once hydrated, a click or Space toggles, and the address does not change.
 */
export const HashToggle = forwardRef<HTMLAnchorElement, Props>(function HashToggle(
  { targetId, expanded, onToggle, children, ...rest },
  ref,
) {
  return (
    <a
      ref={ref}
      href={`#${targetId}`}
      role="button"
      aria-expanded={expanded}
      aria-controls={targetId}
      onClick={(event) => {
        event.preventDefault();
        onToggle();
      }}
      onKeyDown={(event) => {
        if (event.key !== " ") return;
        event.preventDefault();
        onToggle();
      }}
      {...rest}
    >
      {children}
    </a>
  );
});
