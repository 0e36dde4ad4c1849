import React, { Fragment } from "react";
import { LatinMarked } from "@/components/LatinMarked";

interface Props {
  /** A text of content/ui.json with "{name}" placeholders. */
  template: string;
  /** What goes in each placeholder: a word, or an element (a link, a phone number). */
  values?: Readonly<Record<string, React.ReactNode>>;
}

const PLACEHOLDER = /(\{\w+\})/;

/**
 * A text of content/ui.json with its placeholders filled by words or elements; a placeholder without a value stays
 * as written. Latin words in it, the filled-in words included, are marked as English.
 */
export function TemplateText({ template, values = {} }: Props) {
  return (
    <>
      {template.split(PLACEHOLDER).map((part, index) => {
        const name = index % 2 === 1 ? part.slice(1, -1) : null;
        if (name !== null && !Object.hasOwn(values, name)) return part;
        const value = name === null ? part : values[name];
        return <Fragment key={index}>{typeof value === "string" ? <LatinMarked text={value} /> : value}</Fragment>;
      })}
    </>
  );
}
