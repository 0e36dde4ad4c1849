import React, { useContext, useEffect, useRef, useState } from "react";
import { Link } from "gatsby";
import { useClassMenus } from "@/hooks/useClassMenus";
import { useIsAdmin } from "@/hooks/useIsAdmin";
import { useUiTexts } from "@/hooks/useUiTexts";
import { useUpcomingEventCount } from "@/hooks/useUpcomingEventCount";
import { headerPageLinks } from "@/lib/fixed-pages";
import { HEADER_SECTION_LINKS } from "@/lib/sections";
import { Phrase } from "@/components/Phrase";
import { Logo } from "@/components/Logo";
import { HashToggle } from "@/components/HashToggle";
import { AccountMenu } from "./AccountMenu";
import { HeaderAccountContext } from "./header-account";
import { NavDropdown } from "./NavDropdown";
import { SectionLink } from "./SectionLink";
import * as styles from "./Header.module.scss";
import { useLocalPath } from "@/language/useLocalPath";
import { useLanguage } from "@/language/useLanguage";
import { LanguageLink } from "./LanguageLink";

interface Props {
  fixed: boolean;
}

const NAV_ID = "site-navigation";

export function Header({ fixed }: Props) {
  const { dropdowns, plainLinks } = useClassMenus();
  const ui = useUiTexts();
  const local = useLocalPath();
  const { header: texts, menus } = ui;
  const hasEvents = useUpcomingEventCount() > 0;
  const account = useContext(HeaderAccountContext);
  const isAdmin = useIsAdmin(account?.verifiedEmail);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLAnchorElement>(null);
  const closeMenu = () => setMenuOpen(false);

  // Opened before the page had hydrated (the toggle is a link to the menu, styles open it by :target): keep it open
  // in React's hands, and drop the fragment, which the styles no longer use.
  useEffect(() => {
    if (window.location.hash !== `#${NAV_ID}`) return;
    setMenuOpen(true);
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  }, []);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  // Any link chosen in the menu closes the mobile menu, whatever it leads to.
  const closeOnLinkClick = (event: React.MouseEvent) => {
    if ((event.target as Element).closest("a")) closeMenu();
  };

  // The fixed pages' links (src/lib/fixed-pages.ts): the events' only while one is upcoming (a link to an empty list
  // would be a dead end), the admin panel's only for admins (spec section 6).
  // A page the English site does not have (the admin panel) is the Hebrew one's, reached by a page load of its own, as
  // the language link's page is.
  const language = useLanguage();
  const siteLinks = [
    ...plainLinks.map((link) => ({ path: link.path, label: link.menuLabel, inHebrew: false })),
    ...headerPageLinks(ui, { hasEvents, isAdmin: Boolean(isAdmin) }).map((link) => ({
      path: link.hebrewOnly ? link.path : local(link.path),
      label: link.label,
      inHebrew: link.hebrewOnly && language !== "he",
    })),
  ];

  return (
    <header className={styles.header} data-fixed={fixed}>
      <div className={styles.bar} data-nav-bar="">
        <Link to={local("/")} className={styles.logo} onClick={closeMenu}>
          <Logo />
        </Link>
        <HashToggle
          ref={toggle}
          targetId={NAV_ID}
          expanded={menuOpen}
          onToggle={() => setMenuOpen((open) => !open)}
          className={styles.menuToggle}
          aria-label={texts.menuToggle}
          data-nav-toggle=""
        >
          <span className={styles.hamburger} aria-hidden="true" />
        </HashToggle>
        <nav id={NAV_ID} aria-label={texts.navigation} className={styles.nav} data-nav-panel="" data-open={menuOpen}>
          {/* The list's clicks only close the menu; each link stays reachable and activatable on its own. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
          <ul className={styles.navList} onClick={closeOnLinkClick}>
            {dropdowns.map(({ menuGroup, links }) => (
              <NavDropdown key={menuGroup} label={menus[menuGroup]} links={links} />
            ))}
            {siteLinks.map(({ path, label, inHebrew }) => (
              <li key={path}>
                {inHebrew ? (
                  <a href={path} hrefLang="he" className={styles.navItem}>
                    <Phrase>{label}</Phrase>
                  </a>
                ) : (
                  <Link to={path} className={styles.navItem} activeClassName={styles.active}>
                    <Phrase>{label}</Phrase>
                  </Link>
                )}
              </li>
            ))}
            {HEADER_SECTION_LINKS.map(({ id, labelKey }) => (
              <li key={id}>
                <SectionLink sectionId={id} label={texts[labelKey]} className={styles.navItem} />
              </li>
            ))}
            <LanguageLink className={styles.navItem} />
            {account && (
              <AccountMenu
                email={account.email}
                onSignIn={() => {
                  closeMenu();
                  account.openLogin();
                }}
                onSignOut={account.signOut}
              />
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
