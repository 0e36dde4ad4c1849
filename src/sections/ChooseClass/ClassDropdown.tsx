import { Link } from "gatsby";
import { useDisclosure } from "@/hooks/useDisclosure";
import { useKeptOnScreen } from "@/hooks/useKeptOnScreen";
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
  const { open, setOpen, contentId: listId, containerProps, buttonProps } = useDisclosure();
  const list = useKeptOnScreen<HTMLUListElement>(open);

  return (
    <div className={styles.dropdown} data-home-dropdown="" {...containerProps}>
      <button {...buttonProps} className={styles.dropdownButton}>
        {label}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul
        ref={list.ref}
        id={listId}
        className={styles.menu}
        data-home-menu=""
        data-open={open}
        data-flipped={list.flipped || undefined}
      >
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
