/**
 * English typed where English goes, by a person (issue 47), a part of the editor page's guard: a text in an entry's
 * English pane that holds a Hebrew letter is refused beside it when saving, as the content check would refuse the
 * English twin on the pull request (src/content/model/english.ts, whose message this is); and the editor's machine
 * translation is not offered.
 */

export const ENGLISH_ONLY_MESSAGE = "כאן כותבים באנגלית: מחקו את האותיות העבריות (גם שמות כותבים כאן באותיות אנגליות)";

/** The text boxes of the English pane (Sveltia's pane of a language: `data-locale`, in `edit` mode). */
export const ENGLISH_TEXT_BOX = '[data-locale="en"][data-mode="edit"] :is(input[role="textbox"], textarea)';

const HEBREW_LETTER = /[\u05d0-\u05ea]/;

/** An English text that would be refused: it holds a Hebrew letter. */
export const isNotEnglish = (value: string): boolean => HEBREW_LETTER.test(value);

/**
 * The start of the name of Sveltia's machine-translation buttons, on each pane and each field ("תרגום מ⁨עברית⁩", its
 * `translate_from_x` in editor-strings.he.json): the English is written by a person, and the service they call needs a
 * key the studio has not got. Hidden, with "העתקה מעברית" kept in the fields' menus.
 */
export const MACHINE_TRANSLATION = "תרגום מ";

// Sveltia's own rules for its buttons are more specific (classes it scopes), and set their display.
export const NO_MACHINE_TRANSLATION = `button[aria-label^="${MACHINE_TRANSLATION}"] { display: none !important; }`;

export function installEnglishGuard(window: Window & typeof globalThis) {
  const style = window.document.createElement("style");
  style.dataset.editorEnglish = "no-machine-translation";
  style.textContent = NO_MACHINE_TRANSLATION;
  window.document.head.append(style);
}
