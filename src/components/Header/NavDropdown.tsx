import React, { useEffect, useRef } from "react";
import { Link } from "gatsby";
import { useDisclosure } from "@/hooks/useDisclosure";
import { DROPDOWN_CLOSE_DELAY_MS } from "@/lib/header";
import { Phrase } from "@/components/Phrase";
import * as styles from "./Header.module.scss";

interface Props {
  label: string;
  links: { path: string; menuLabel: string }[];
}

/**
 * A disclosure menu of links: it opens when the mouse enters it and closes 200 ms after the mouse leaves; on touch
 * screens and with the keyboard its button toggles it, Escape closes it, and moving focus out of it closes it.
 * The click that usually follows hovering onto the button keeps the menu open rather than closing what the hover
 * opened; a further click closes it.
 */
export function NavDropdown({ label, links }: Props) {
  const { open, setOpen, contentId, containerProps, buttonProps } = useDisclosure();
  const closeTimer = useRef<ReturnType<typeof setTimeout>>();
  const openedByHover = useRef(false);

  const cancelClose = () => clearTimeout(closeTimer.current);
  useEffect(() => cancelClose, []);

  const handlePointerEnter = (event: React.PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    cancelClose();
    if (!open) openedByHover.current = true;
    setOpen(true);
  };
  const handlePointerLeave = (event: React.PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    cancelClose();
    closeTimer.current = setTimeout(() => {
      openedByHover.current = false;
      setOpen(false);
    }, DROPDOWN_CLOSE_DELAY_MS);
  };

  return (
    <li
      className={`${styles.dropdown} ${styles.classMenu}`}
      data-nav-dropdown=""
      onPointerEnter={handlePointerEnter}
      onPointerLeave={handlePointerLeave}
      {...containerProps}
    >
      <button
        {...buttonProps}
        className={styles.navItem}
        onClick={() => {
          cancelClose();
          if (openedByHover.current && open) {
            openedByHover.current = false;
            return;
          }
          openedByHover.current = false;
          buttonProps.onClick();
        }}
      >
        <Phrase>{label}</Phrase>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul id={contentId} className={styles.dropdownMenu} data-nav-menu="" data-open={open}>
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
