import type { ReactNode } from "react";

/**
 * Each page inlines the CSS of its chunks only: the app's (the global styles, the header) and its template's
 * (src/gatsby/node/stylesheet-per-template.ts). Gatsby writes these <style> elements in the reverse of webpack's
 * order, the template's first; in webpack's order the global styles come first, as in the single stylesheet they
 * replace, so that a component's rules win over the global ones of the same specificity.
 */
export const APP_STYLESHEET = /^\/app\.[0-9a-f]+\.css$/;

const isInlinedStylesheet = (node: ReactNode) =>
  !!node && typeof node === "object" && "props" in node && !!(node.props as Record<string, unknown>)["data-href"];

/** The head, its inlined stylesheets put in webpack's order (reversed in their places), the rest as it was. */
export function stylesheetsInWebpackOrder(head: ReactNode[]): ReactNode[] {
  const stylesheets = head.filter(isInlinedStylesheet).reverse();
  return head.map((node) => (isInlinedStylesheet(node) ? stylesheets.shift() : node));
}
