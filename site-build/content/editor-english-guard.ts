/**
 * English typed where English goes (issue 47), a part of the editor page's guard: a text in an entry's English pane
 * that holds a Hebrew letter is refused beside it when saving, as the content check would refuse the English twin on
 * the pull request (src/content/model/english.ts, whose message this is).
 */

export const ENGLISH_ONLY_MESSAGE = "כאן כותבים באנגלית: מחקו את האותיות העבריות (גם שמות כותבים כאן באותיות אנגליות)";

/** The text boxes of the English pane (Sveltia's pane of a language: `data-locale`, in `edit` mode). */
export const ENGLISH_TEXT_BOX = '[data-locale="en"][data-mode="edit"] :is(input[role="textbox"], textarea)';

const HEBREW_LETTER = /[\u05d0-\u05ea]/;

/** An English text that would be refused: it holds a Hebrew letter. */
export const isNotEnglish = (value: string): boolean => HEBREW_LETTER.test(value);
