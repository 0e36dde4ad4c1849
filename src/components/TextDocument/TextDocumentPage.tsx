import { graphql } from "gatsby";
import { PageShell } from "@/components/PageShell";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import { useUiTexts } from "@/hooks/useUiTexts";
import type { UiTexts } from "@/lib/ui-texts";
import { textFacts } from "@/content/text-facts";
import { TextDocument, type TextDocumentContent } from "./TextDocument";
import { useLanguage } from "@/language/useLanguage";

/** The pages that are one text document of content, each with the words before its date of update. */
const UPDATED_LABEL = {
  "/privacy": (ui: UiTexts) => ui.privacyPage.updated,
  "/terms": (ui: UiTexts) => ui.termsPage.updated,
} as const;

interface Props {
  path: keyof typeof UPDATED_LABEL;
  /** The page's query: its file as `document` (`...TextDocumentContent`), and the try-out's price for {price}. */
  data: {
    document: TextDocumentContent | null;
    bookingSettings: { priceILS: number } | null;
  };
  /** The classes of the pages of text (src/pages/text-page.module.scss), which the page owns. */
  styles: { readonly [className: string]: string };
}

/** A fixed page that is one text document of content (the privacy notice, the terms), with the studio's facts filled in. */
export function TextDocumentPage({ path, data: { document, bookingSettings }, styles }: Props) {
  const language = useLanguage();
  const site = useSiteSettings();
  const ui = useUiTexts();
  if (!document || !bookingSettings) throw new Error(`The content of ${path} or booking.json was not loaded`);
  return (
    <PageShell path={path}>
      <TextDocument
        document={document}
        facts={textFacts(site, bookingSettings.priceILS, language)}
        updatedLabel={UPDATED_LABEL[path](ui)}
        styles={styles}
      />
    </PageShell>
  );
}

export const query = graphql`
  fragment TextDocumentContent on TextDocument {
    updatedOn
    intro
    sections {
      slug
      heading
      paragraphs
      items
    }
  }
`;
