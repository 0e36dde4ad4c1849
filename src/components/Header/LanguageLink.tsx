import { LANGUAGE_NAMES } from "@/language/language";
import { useSiteTexts } from "@/language/site-texts";
import { Phrase } from "@/components/Phrase";

/**
 * The language link: the same page in the other language, or that language's home page when the page has none
 * there; named in that language, as its reader looks for it. Not there while the site is in one language.
 */
export function LanguageLink({ className }: { className?: string }) {
  const { language, otherLanguagePath } = useSiteTexts();
  if (!otherLanguagePath) return null;
  const other = language === "he" ? "en" : "he";
  return (
    <li>
      <a href={otherLanguagePath} className={className} lang={other} hrefLang={other} data-language-link="">
        <Phrase>{LANGUAGE_NAMES[other]}</Phrase>
      </a>
    </li>
  );
}
