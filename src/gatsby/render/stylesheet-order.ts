import type { ReactNode } from "react";

/**
 * Each page inlines only its own CSS: the app's (global styles and what every page shares) and its template's
 * (src/gatsby/node/webpack.ts). Gatsby writes the template's first; the app's must come first, as it did in the
 * single stylesheet, so that a page's rules win over the global ones of the same specificity.
 */
export const APP_STYLESHEET = /^\/app\.[0-9a-f]+\.css$/;

const stylesheetHref = (node: ReactNode) =>
  node && typeof node === "object" && "props" in node
    ? ((node.props as Record<string, unknown>)["data-href"] as string | undefined)
    : undefined;

/** The head's elements with the app's inlined stylesheet moved before the first other inlined stylesheet. */
export function appStylesheetFirst(head: ReactNode[]): ReactNode[] {
  const appIndex = head.findIndex((node) => APP_STYLESHEET.test(stylesheetHref(node) ?? ""));
  const firstIndex = head.findIndex((node) => stylesheetHref(node) !== undefined);
  if (appIndex <= firstIndex) return head;
  const reordered = head.filter((_, index) => index !== appIndex);
  reordered.splice(firstIndex, 0, head[appIndex]);
  return reordered;
}
