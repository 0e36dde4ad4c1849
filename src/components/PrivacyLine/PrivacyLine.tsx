import { useUiTexts } from "@/hooks/useUiTexts";
import { useLocalPath } from "@/language/useLocalPath";

interface Props {
  /** Why the form asks for these details, in one sentence (content/ui.json). */
  why: string;
  /** The privacy notice's section on this form (content/privacy.json's slug). */
  section: string;
  className?: string;
}

/**
 * One line on a form that asks for details: why it asks, and the privacy notice's section about it, in a new tab so
 * that nothing typed is lost.
 */
export function PrivacyLine({ why, section, className }: Props) {
  const { privacyPage, page } = useUiTexts();
  const local = useLocalPath();
  return (
    <p className={className}>
      {why}{" "}
      <a href={local(`/privacy#${section}`)} target="_blank" rel="noopener noreferrer">
        {privacyPage.title} {page.newTab}
      </a>
    </p>
  );
}
