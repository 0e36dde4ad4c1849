import React, { useEffect, useId, useRef, useState } from "react";
import { Link } from "gatsby";
import { DROPDOWN_CLOSE_DELAY_MS } from "../../lib/header";
import { Phrase } from "../Phrase";
import * as styles from "./Header.module.scss";

interface Props {
  label: string;
  links: { path: string; menuLabel: string }[];
}

/**
 * A disclosure menu of links: it opens when the mouse enters it and closes 200 ms after the mouse leaves; on touch
 * screens and with the keyboard its button toggles it, Escape closes it, and moving focus out of it closes it.
 */
export function NavDropdown({ label, links }: Props) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>();
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const cancelClose = () => clearTimeout(closeTimer.current);
  useEffect(() => cancelClose, []);

  const handlePointerEnter = (event: React.PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    cancelClose();
    setOpen(true);
  };
  const handlePointerLeave = (event: React.PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
  };
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
    // The item listens for hover, Escape and focus leaving on behalf of its button and links, which are the
    // interactive elements themselves.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={styles.dropdown}
      data-nav-dropdown=""
      onPointerEnter={handlePointerEnter}
      onPointerLeave={handlePointerLeave}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
    >
      <button
        ref={button}
        type="button"
        className={styles.navItem}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          cancelClose();
          setOpen((wasOpen) => !wasOpen);
        }}
      >
        <Phrase>{label}</Phrase>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul id={menuId} className={styles.dropdownMenu} data-nav-menu="" data-open={open}>
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path} className={styles.dropdownLink}>
              <Phrase>{link.menuLabel}</Phrase>
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
