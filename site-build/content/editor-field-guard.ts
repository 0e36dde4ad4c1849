/**
 * The content editor's guard on values (issue 36), a script of the editor's page beside Sveltia CMS. Sveltia keeps
 * two kinds of value it cannot refuse:
 *
 * - A number box holds what the box's text reads as a number, and nothing when it does not read as one: "70 ₪" or
 *   `150 ש"ח` typed into a price empties the box at the first letter, and the entry is saved with no price (`null`).
 *   "70.5" is saved as 70.
 * - A change is saved as a draft (a pull request), and Sveltia checks a draft's values only where there is a value:
 *   an emptied required field (a price, a question, a time) is saved empty; it asks for it only when the draft is
 *   sent for review.
 *
 * So the guard reads a whole-number box itself: a price written with its currency (₪, ש"ח, שקלים) becomes the number,
 * and anything else, a fraction or a number out of the model's range is refused beside the box, in Hebrew, while
 * Sveltia keeps the box's previous number. And "Save" does nothing, with a Hebrew message beside each field, while a
 * required field on the form is empty or a number box is refused, nor does collapsing a list entry that holds one
 * (Sveltia stops rendering it, and the guard could no longer see it). Nor does it while a saved entry's key (a class's
 * address) is changed: Sveltia would keep the file's old name, which the check refuses, and links to the page would
 * break. A text with a Hebrew letter in an entry's English pane is refused too (editor-english-guard.ts). Written into
 * public/admin/content/ by the build.
 */

import { installHebrewLayout } from "./editor-hebrew-layout";
import { installRemovalGuard } from "./editor-removal-guard";
import { installPhotoGuard } from "./editor-photo-guard";
import { EDITOR_LABELS } from "./editor-labels";
import { DAY_FIRST_BOX, dayFirstBoxOf, installDayFirstDates, isBadDayFirstDate } from "./editor-day-first-dates";
import { ENGLISH_ONLY_MESSAGE, ENGLISH_TEXT_BOX, installEnglishGuard, isNotEnglish } from "./editor-english-guard";

export const MESSAGES = {
  notDigits: "כתבו את המספר בספרות, למשל 70",
  notWhole: "צריך להיות מספר שלם, בלי נקודה ובלי פסיק",
  empty: "השדה ריק: כתבו בו לפני השמירה",
  badDate: "התאריך לא שלם או לא קיים: כתבו יום, חודש ושנה, כמו 08/10/2027",
  atLeast: (min: number) => `צריך להיות ${min} או יותר`,
  between: (min: number, max: number) => `צריך להיות מספר בין ${min} ל־${max}`,
  keyKept: (key: string) =>
    `אי אפשר לשנות את זה אחרי השמירה הראשונה. החזירו לשדה את \u2066${key}\u2069. צריך לשנות? פנו למי שמתחזק את האתר`,
};

/** The currency a price may be written with, before or after it: ₪, ש"ח with any quote mark, שקל, שקלים, NIS, ILS. */
const CURRENCY = /₪|ש\s*["'״׳]?\s*ח|שקלים|שקל|\b(?:nis|ils)\b/giu;

/** Marks of direction that text copied from a Hebrew page carries unseen. */
const DIRECTION_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
/** A whole number written with commas between its thousands, as prices are written in Israel: 1,200. */
const THOUSANDS = /^\d{1,3}(?:,\d{3})+$/;

export type Reading = { number: number } | { message: string } | { empty: true };

/** What a whole-number box's text means: its number, a Hebrew refusal, or nothing written. */
export function readWholeNumber(text: string, { min, max }: { min?: number; max?: number } = {}): Reading {
  if (text.trim() === "") return { empty: true };
  const written = text.replace(DIRECTION_MARKS, "").replace(CURRENCY, "").replace(/\s+/g, "");
  const digits = THOUSANDS.test(written) ? written.replace(/,/g, "") : written;
  if (/^\d+[.,]\d+$/.test(digits)) return { message: MESSAGES.notWhole };
  if (!/^-?\d+$/.test(digits)) return { message: MESSAGES.notDigits };
  const number = Number(digits);
  const low = min !== undefined && number < min;
  const high = max !== undefined && number > max;
  if (!low && !high) return { number };
  return { message: max === undefined ? MESSAGES.atLeast(min!) : MESSAGES.between(min ?? 0, max) };
}

/** Text Sveltia may take from a whole-number box as it is: digits alone, or nothing. */
export const passesAsTyped = (text: string) => /^\d*$/.test(text);

const WHOLE_NUMBER_BOX = 'input[role="spinbutton"][inputmode="numeric"]';
/** Required fields whose emptiness the guard sees: text boxes, number boxes, dates and multi-line texts. */
const REQUIRED_FIELD =
  ':is(input[role="textbox"], input[role="spinbutton"], input[type="date"], textarea):is([aria-required="true"], [required])';
/** The browser's date box: a date typed half leaves it empty for Sveltia, and `badInput` for the guard. */
const DATE_BOX = 'input[type="date"]';
const MESSAGE_CLASS = "field-guard-message";

type Field = HTMLInputElement | HTMLTextAreaElement;

const boundsOf = (box: Element) => {
  const bound = (name: string) => {
    const value = box.getAttribute(name);
    return value === null || value === "" ? undefined : Number(value);
  };
  return { min: bound("aria-valuemin"), max: bound("aria-valuemax") };
};

/** The message above `field`, where Sveltia shows its own: shown with `text`, or removed without. */
function mark(field: Field, text?: string) {
  // The box's own frame: Sveltia's number and text boxes, or the row of a date box and its "Today" button.
  const holder =
    field.closest(".sui.number-input") ??
    field.closest(".sui.text-input, .sui.text-area") ??
    (field.matches(`${DATE_BOX}, ${DAY_FIRST_BOX}`) ? field.parentElement : null) ??
    field;
  const previous = holder.previousElementSibling;
  let message = previous?.classList.contains(MESSAGE_CLASS) ? (previous as HTMLElement) : undefined;
  if (!text) {
    message?.remove();
    if (field.dataset.guarded) field.setAttribute("aria-invalid", "false");
    delete field.dataset.guarded;
    return;
  }
  if (!message) {
    message = field.ownerDocument.createElement("div");
    message.className = MESSAGE_CLASS;
    message.id = `${field.id || "field"}-guard`;
    message.setAttribute("role", "alert");
    // Right to left, at the start of the field's line as its label is (the form is right to left: editor-hebrew-layout).
    message.lang = "he";
    message.dir = "rtl";
    message.style.cssText =
      "margin:4px 0;color:var(--sui-error-foreground-color,#c00);font-size:var(--sui-font-size-small,13px)";
    holder.before(message);
  }
  message.textContent = text;
  field.dataset.guarded = "true";
  field.setAttribute("aria-invalid", "true");
  field.setAttribute("aria-describedby", message.id);
}

/** Reads a whole-number box once the owner leaves it: its number written back for Sveltia, or the refusal. */
function settle(box: HTMLInputElement): boolean {
  const reading = readWholeNumber(box.value, boundsOf(box));
  if ("message" in reading) {
    mark(box, reading.message);
    return false;
  }
  mark(box);
  if ("number" in reading && box.value !== String(reading.number)) {
    box.value = String(reading.number);
    box.dispatchEvent(new Event("input", { bubbles: true }));
  }
  return true;
}

/** Checks the form before Sveltia saves: false, with the messages shown, when something must be put right. */
export function formIsReady(root: ParentNode): boolean {
  const refused: Field[] = [];
  for (const box of root.querySelectorAll<HTMLInputElement>(WHOLE_NUMBER_BOX)) if (!settle(box)) refused.push(box);
  for (const box of root.querySelectorAll<HTMLInputElement>(DATE_BOX)) {
    if (!box.validity.badInput && !isBadDayFirstDate(box)) continue;
    mark(dayFirstBoxOf(box) ?? box, MESSAGES.badDate);
    refused.push(box);
  }
  for (const field of root.querySelectorAll<Field>(REQUIRED_FIELD)) {
    if (field.value.trim() !== "" || refused.includes(field)) continue;
    mark((field instanceof HTMLInputElement && dayFirstBoxOf(field)) || field, MESSAGES.empty);
    refused.push(field);
  }
  for (const field of root.querySelectorAll<Field>(ENGLISH_TEXT_BOX)) {
    if (!isNotEnglish(field.value)) continue;
    mark(field, ENGLISH_ONLY_MESSAGE);
    refused.push(field);
  }
  refused[0]?.scrollIntoView({ block: "center" });
  return refused.length === 0;
}

/**
 * The key an entry of a folder kind was saved under, from the editor's address: "tissu" in
 * #/collections/classes/entries/tissu. None for a new entry or a settings file.
 */
export function savedKey(hash: string): string | undefined {
  const match = /^#\/collections\/(?!_singletons\/)[^/]+\/entries\/([^/?#]+)/.exec(hash);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return match[1];
  }
}

/** The box of a folder kind's key (content-files.ts: `folder.key`, "slug" for every kind that has one). */
const KEY_BOX = 'section[data-key-path="slug"] input[role="textbox"]';

/**
 * Checks that a saved entry's key is as it was saved: false, with the message naming it, while it differs; the
 * message goes once the key is written back. True, touching nothing, on a new entry or a form without a key.
 */
export function keyIsKept(document: Document): boolean {
  const key = savedKey(document.defaultView?.location.hash ?? "");
  const box = document.querySelector<HTMLInputElement>(KEY_BOX);
  if (!key || !box) return true;
  const kept = box.value.trim() === key;
  if (!kept) mark(box, MESSAGES.keyKept(key));
  else if (box.dataset.guarded) mark(box);
  return kept;
}

/** Both checks before Sveltia saves, each showing its messages. */
function readyToSave(document: Document): boolean {
  const formReady = formIsReady(document);
  if (keyIsKept(document)) return formReady;
  document.querySelector(KEY_BOX)?.scrollIntoView({ block: "center" });
  return false;
}

const isSaveButton = (target: EventTarget | null) =>
  target instanceof Element && target.closest("button")?.textContent?.trim() === EDITOR_LABELS.save;

/**
 * What a collapse button would hide: Sveltia stops rendering a collapsed list entry, so a field emptied in it would
 * be saved unseen. The entry's body (the button's `aria-controls`), or every entry for "Collapse All".
 */
function collapsedBy(target: EventTarget | null): ParentNode | undefined {
  const button = target instanceof Element ? target.closest("button") : null;
  if (!button) return undefined;
  if (button.textContent?.trim() === EDITOR_LABELS.collapseAll) return button.ownerDocument;
  if (button.getAttribute("aria-label") !== EDITOR_LABELS.collapse) return undefined;
  return button.ownerDocument.getElementById(button.getAttribute("aria-controls") ?? "") ?? undefined;
}

/**
 * Listens before Sveltia does (capturing, on the window) to the editor's boxes and its Save button; lays the form out
 * right to left, asks before an entry is removed, makes an uploaded photo web-sized, and offers no machine translation.
 */
export function installFieldGuard(window: Window & typeof globalThis) {
  const { document } = window;
  installHebrewLayout(window);
  installRemovalGuard(window);
  installDayFirstDates(window);
  installPhotoGuard(window);
  installEnglishGuard(window);
  window.addEventListener(
    "input",
    (event) => {
      const field = event.target;
      if (!(field instanceof window.HTMLInputElement || field instanceof window.HTMLTextAreaElement)) return;
      if (!field.matches(WHOLE_NUMBER_BOX)) {
        // A saved entry's key keeps its message, which names the key to write back, until it is written back.
        if (field.matches(KEY_BOX) && savedKey(window.location.hash)) keyIsKept(document);
        else if (field.dataset.guarded && field.value.trim() !== "") mark(field);
        return;
      }
      // "150 ש" on the way to `150 ש"ח`: Sveltia would empty the box; it keeps its number until the box is left.
      if (!passesAsTyped(field.value)) {
        event.stopImmediatePropagation();
        return;
      }
      const reading = readWholeNumber(field.value, boundsOf(field));
      if ("message" in reading) event.stopImmediatePropagation();
      else mark(field);
    },
    true,
  );
  window.addEventListener(
    "focusout",
    (event) => {
      if (event.target instanceof window.HTMLInputElement && event.target.matches(WHOLE_NUMBER_BOX)) {
        settle(event.target);
      }
    },
    true,
  );
  /** Stops Sveltia's own listeners when something must be put right first. */
  const refuseUnless = (event: Event, ready: boolean) => {
    if (ready) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  window.addEventListener(
    "click",
    (event) => {
      const hidden = collapsedBy(event.target);
      if (isSaveButton(event.target)) refuseUnless(event, readyToSave(document));
      else if (hidden) refuseUnless(event, formIsReady(hidden));
    },
    true,
  );
  window.addEventListener(
    "keydown",
    (event) =>
      (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s" && refuseUnless(event, readyToSave(document)),
    true,
  );
}
