import { PageShell } from "@/components/PageShell";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import type { FixedPagePath } from "@/lib/fixed-pages";
import { textFacts } from "@/content/text-facts";
import { TextDocument, type TextDocumentContent } from "./TextDocument";

interface Props {
  path: FixedPagePath;
  /** The page's content file, as its page query gives it (null when the file was not loaded). */
  document: TextDocumentContent | null | undefined;
  /** The try-out's price from content/booking.json, for the {price} in the texts. */
  priceILS: number | null | undefined;
  /** The file's name, for the build's message when it was not loaded. */
  file: string;
  updatedLabel: string;
  styles: { readonly [className: string]: string };
}

/** A fixed page that is one text document of content (the privacy notice, the terms), with the studio's facts filled in. */
export function TextDocumentPage({ path, document, priceILS, file, updatedLabel, styles }: Props) {
  const site = useSiteSettings();
  if (!document || priceILS == null) throw new Error(`content/${file} or booking.json was not loaded`);
  return (
    <PageShell path={path}>
      <TextDocument document={document} facts={textFacts(site, priceILS)} updatedLabel={updatedLabel} styles={styles} />
    </PageShell>
  );
}
