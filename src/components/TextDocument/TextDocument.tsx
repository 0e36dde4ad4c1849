import { FactText } from "@/components/FactText";
import { formatDate } from "@/lib/dates";
import type { TextFacts } from "@/content/text-facts";
import { useLanguage } from "@/language/useLanguage";

/** A text of the studio's own in sections (content/privacy.json, content/terms.json), as its page query gets it. */
export interface TextDocumentContent {
  updatedOn: string;
  intro: readonly string[];
  sections: readonly {
    slug: string;
    heading: string;
    paragraphs: readonly string[];
    items?: readonly string[] | null;
  }[];
}

interface Props {
  document: TextDocumentContent;
  facts: TextFacts;
  /** Before the date of the last update, at the end. */
  updatedLabel: string;
  /** The classes of the pages of text (src/pages/text-page.module.scss), which the page owns. */
  styles: { readonly [className: string]: string };
}

/** The opening, then each section with an address of its own (#slug), then the date of the last update. */
export function TextDocument({ document, facts, updatedLabel, styles }: Props) {
  const language = useLanguage();
  return (
    <div className={styles.body}>
      {document.intro.map((paragraph) => (
        <p key={paragraph}>
          <FactText text={paragraph} facts={facts} />
        </p>
      ))}
      {document.sections.map((section) => (
        <section key={section.slug} id={section.slug} className={styles.entry} aria-labelledby={`${section.slug}-h`}>
          <h2 id={`${section.slug}-h`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <FactText text={paragraph} facts={facts} />
            </p>
          ))}
          {section.items && (
            <ul className={styles.items}>
              {section.items.map((item) => (
                <li key={item}>
                  <FactText text={item} facts={facts} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p className={styles.updated}>
        {updatedLabel}
        <time dateTime={document.updatedOn}>{formatDate(document.updatedOn, language)}</time>.
      </p>
    </div>
  );
}
