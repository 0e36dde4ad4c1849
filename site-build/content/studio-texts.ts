/**
 * The checks of the texts the studio writes for /faq, /privacy and /terms and of the testimonials, beyond their shape:
 * every placeholder names a fact the content gives, and a testimonial names a class that exists.
 */
import { placeholderProblems, textFacts } from "../../src/content/text-facts";
import type { Content, ContentFileName, JsonPath } from "../../src/content/content-files";

interface TextProblem {
  name: ContentFileName;
  path: JsonPath;
  message: string;
}

type LocatedText = { name: ContentFileName; path: JsonPath; text: string };

/** Each text of a document in sections (the privacy notice, the terms), with where it is. */
const documentTexts = (name: "privacy" | "terms", document: Content["privacy"] | Content["terms"]): LocatedText[] => [
  ...document.intro.map((text, line) => ({ name, path: ["intro", line], text })),
  ...document.sections.flatMap((section, index) =>
    [
      ...section.paragraphs.map((text, line) => ({ key: "paragraphs", line, text })),
      ...(section.items ?? []).map((text, line) => ({ key: "items", line, text })),
    ].map(({ key, line, text }) => ({ name, path: ["sections", index, key, line], text })),
  ),
];

/** Each text of the FAQ, the privacy notice and the terms, with where it is. */
function studioTexts({ faq, privacy, terms }: Content): LocatedText[] {
  return [
    ...faq.flatMap((entry, index) => [
      { name: "faq" as const, path: [index, "question"], text: entry.question },
      ...entry.answer.map((text, line) => ({ name: "faq" as const, path: [index, "answer", line], text })),
    ]),
    ...documentTexts("privacy", privacy),
    ...documentTexts("terms", terms),
  ];
}

/** Placeholders the content cannot fill: misspelt, or a fact content/site.json leaves out. */
export function studioTextProblems(content: Content): TextProblem[] {
  const facts = textFacts(content.site, content.booking.priceILS);
  return studioTexts(content).flatMap(({ name, path, text }) =>
    placeholderProblems(text, facts).map((message) => ({ name, path, message })),
  );
}

/** A testimonial about a class that is not in content/classes/. */
export function testimonialProblems({ testimonials, classes }: Content): TextProblem[] {
  const slugs = new Set(classes.map((entry) => entry.slug));
  return testimonials.flatMap((testimonial, index) =>
    slugs.has(testimonial.class)
      ? []
      : [
          {
            name: "testimonials" as const,
            path: [index, "class"],
            message: `מפנה לחוג "${testimonial.class}", שאינו בתיקייה content/classes/`,
          },
        ],
  );
}
