/**
 * The content editor's form right to left (issue 36), a part of the editor page's guard: Sveltia CMS lays out its
 * own interface left to right, in English, and so the Hebrew labels, hints and list summaries of the form came out
 * with their punctuation and addresses reversed ("faq/"). Each field of the form is laid out right to left, as the
 * site is; the editor's bar, menus and buttons stay as Sveltia draws them. And the editor's own "(None)" beside a
 * Hebrew list of choices is said in Hebrew.
 */

/** Each field of the form, with its label, hint, list toolbar and entries, right to left. */
export const RIGHT_TO_LEFT_FORM = `
section[data-field-type] { direction: rtl; }
section[data-field-type] .field-guard-message { text-align: start; }
`;

/** Sveltia's name for the empty choice of an optional list of choices (a sport to choose from, for example). */
export const NONE_CHOICE = "(None)";
export const NONE_IN_HEBREW = "לא נבחר";

/** Replaces the editor's "(None)" inside `root` (its text, where it is the whole text of an element). */
export function sayNoneInHebrew(root: Node) {
  if (root.nodeType === 3 /* Node.TEXT_NODE */) {
    if (root.nodeValue?.trim() === NONE_CHOICE) root.nodeValue = NONE_IN_HEBREW;
    return;
  }
  const document = root.ownerDocument ?? (root as Document);
  const walker = document.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue?.trim() === NONE_CHOICE) node.nodeValue = NONE_IN_HEBREW;
  }
}

export function installHebrewLayout(window: Window & typeof globalThis) {
  const { document } = window;
  const style = document.createElement("style");
  style.dataset.editorLayout = "rtl";
  style.textContent = RIGHT_TO_LEFT_FORM;
  document.head.append(style);
  new window.MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === "characterData") sayNoneInHebrew(change.target);
      change.addedNodes.forEach((node) => sayNoneInHebrew(node));
    }
  }).observe(document.body ?? document.documentElement, { childList: true, subtree: true, characterData: true });
}
