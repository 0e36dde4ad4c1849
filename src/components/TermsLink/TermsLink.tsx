import { Link } from "gatsby";
import { useUiTexts } from "@/hooks/useUiTexts";
import { useLocalPath } from "@/language/useLocalPath";

/** The terms' page, and the sections of content/terms.json that the site links to by name. */
export const TERMS_PATH = "/terms";
export type TermsSection = "trial" | "membership" | "course" | "punch-card" | "gift-card" | "distance-sale" | "health";

interface Props {
  /** The section that answers the question where the link stands (its address on the page: /terms#{section}). */
  section?: TermsSection;
  /** From inside a form or a dialog: opens in a new tab, so that nothing typed is lost, and says so. */
  newTab?: boolean;
  className?: string;
}

/** "תנאי ביטול": where a price, the shop or the try-out leads for the terms and cancellation policy (/terms). */
export function TermsLink({ section, newTab = false, className }: Props) {
  const { termsPage: texts, page } = useUiTexts();
  const to = useLocalPath()(section ? `${TERMS_PATH}#${section}` : TERMS_PATH);
  if (newTab)
    return (
      <a href={to} className={className} target="_blank" rel="noopener noreferrer">
        {texts.link} {page.newTab}
      </a>
    );
  return (
    <Link to={to} className={className}>
      {texts.link}
    </Link>
  );
}
