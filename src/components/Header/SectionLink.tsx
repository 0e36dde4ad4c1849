import React from "react";
import { navigate } from "gatsby";
import { homeSectionUrl, isHomePath } from "@/lib/sections";
import { isModifiedClick, scrollToSection } from "@/lib/scroll";
import { Phrase } from "@/components/Phrase";
import { localPath } from "@/language/language";
import { useSiteTexts } from "@/language/site-texts";

interface Props {
  sectionId: string;
  label: string;
  className?: string;
}

/**
 * A link to a home page section: on the home page it scrolls there smoothly; elsewhere it goes to
 * /?scrollTo={id}. Its href is the plain anchor, which works before JavaScript runs or without it.
 */
export function SectionLink({ sectionId, label, className }: Props) {
  const { language } = useSiteTexts();
  const handleClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    if (isHomePath(window.location.pathname) && scrollToSection(sectionId)) return;
    void navigate(homeSectionUrl(sectionId, language));
  };
  return (
    <a href={localPath(language, `/#${sectionId}`)} className={className} onClick={handleClick}>
      <Phrase>{label}</Phrase>
    </a>
  );
}
