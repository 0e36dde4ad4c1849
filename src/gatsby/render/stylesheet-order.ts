import type { ReactNode } from "react";

/**
 * Each page inlines the CSS of its chunks only: the app's (the global styles, the header) and its template's
 * (site-build/gatsby-node/stylesheet-per-template.ts). Gatsby writes these <style> elements in the reverse of webpack's
 * order, the template's first; in webpack's order the global styles come first, as in the single stylesheet they
 * replace, so that a component's rules win over the global ones of the same specificity.
 */
export const APP_STYLESHEET = /^\/app\.[0-9a-f]+\.css$/;

const isInlinedStylesheet = (node: ReactNode) =>
  !!node && typeof node === "object" && "props" in node && !!(node.props as Record<string, unknown>)["data-href"];

const hrefOf = (node: ReactNode) => ((node as { props: Record<string, unknown> }).props["data-href"] as string) ?? "";

/**
 * The head, its inlined stylesheets put in webpack's order (reversed in their places), the rest as it was. Throws
 * when the app's stylesheet does not then come first: Gatsby's order (or the app chunk's name) has changed.
 */
export function stylesheetsInWebpackOrder(head: ReactNode[]): ReactNode[] {
  const stylesheets = head.filter(isInlinedStylesheet).reverse();
  if (stylesheets.length > 0 && !APP_STYLESHEET.test(hrefOf(stylesheets[0])))
    throw new Error(
      `Gatsby no longer inlines the app's stylesheet last (first in webpack's order: ${hrefOf(stylesheets[0])}): src/gatsby/render/stylesheet-order.ts`,
    );
  return head.map((node) => (isInlinedStylesheet(node) ? stylesheets.shift() : node));
}
