import React, { useId, useRef, useState } from "react";
import { Link } from "gatsby";
import * as styles from "./ChooseClass.module.scss";

interface Props {
  label: string;
  links: readonly { path: string; title: string }[];
}

/**
 * A button that opens a list of class links. It closes when one of its links is chosen, with its button again,
 * with Escape (focus goes back to the button) and when focus leaves it.
 */
export function ClassDropdown({ label, links }: Props) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  const handleBlur = (event: React.FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    // The wrapper listens for Escape and focus leaving on behalf of its button and links.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.dropdown} data-home-dropdown="" onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <button
        ref={button}
        type="button"
        className={styles.dropdownButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {label}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul id={listId} className={styles.menu} data-home-menu="" data-open={open}>
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path} className={styles.menuLink} onClick={() => setOpen(false)}>
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
