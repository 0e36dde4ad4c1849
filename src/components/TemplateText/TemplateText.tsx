import React, { Fragment } from "react";

interface Props {
  /** A text of content/ui.json with "{name}" placeholders. */
  template: string;
  /** What goes in each placeholder: a word, or an element (a link, a phone number). */
  values?: Readonly<Record<string, React.ReactNode>>;
}

const PLACEHOLDER = /(\{\w+\})/;
/** A run of Latin words ("WCAG 2.1", "JavaScript", the brand), kept together with the numbers inside it. */
const LATIN_RUN = /([A-Za-z][\w.-]*(?:\s+[A-Za-z0-9][\w.-]*)*)/;

/** Latin words inside Hebrew text, each marked as English (WCAG 3.1.2) and isolated in its direction. */
const markLatin = (text: string) =>
  text.split(LATIN_RUN).map((part, index) =>
    index % 2 === 1 ? (
      <bdi key={index} lang="en">
        {part}
      </bdi>
    ) : (
      part
    ),
  );

/**
 * A text of content/ui.json with its placeholders filled by words or elements; a placeholder without a value stays
 * as written. Latin words in it, the filled-in words included, are marked as English.
 */
export function TemplateText({ template, values = {} }: Props) {
  return (
    <>
      {template.split(PLACEHOLDER).map((part, index) => {
        const name = index % 2 === 1 ? part.slice(1, -1) : null;
        const value = name !== null && Object.hasOwn(values, name) ? values[name] : part;
        return <Fragment key={index}>{typeof value === "string" ? markLatin(value) : value}</Fragment>;
      })}
    </>
  );
}
