import { Fragment, type ReactNode } from "react";

/** A text of content/ui.json with its "{name}" placeholders replaced by elements (a <time>, a <code>). */
export function TemplateText({ template, values }: { template: string; values: Record<string, ReactNode> }) {
  return (
    <>
      {template.split(/(\{\w+\})/).map((part, index) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        return <Fragment key={index}>{name && name in values ? values[name] : part}</Fragment>;
      })}
    </>
  );
}
