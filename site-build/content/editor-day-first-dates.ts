/**
 * Dates in the content editor are written day first, 08/10/2027, whatever the browser's language, a part of the
 * editor page's guard. Sveltia's date field is the browser's date box, whose order follows the browser's language
 * and not the page's: in an English browser 08102027 typed for 8 October was saved as 2027-08-10. So each date box
 * gets a text box beside it, in its place, that shows and takes the date as DD/MM/YYYY (slashes added as the digits
 * are typed) and writes the date into the unseen date box, as Sveltia reads it (YYYY-MM-DD); what Sveltia writes
 * into the date box (an entry opened, "היום"), or the browser's calendar ("מהלוח", beside it), shows in the text box.
 */

/** The text box that stands in for a date box. */
export const DAY_FIRST_BOX = "input[data-day-first]";
/** What the empty text box shows: day, month and year, in the order the digits go. */
export const DAY_FIRST_PLACEHOLDER = "יום/חודש/שנה";
/** The button beside it that opens the browser's calendar (the date box's own, kept on the page unseen). */
export const CALENDAR_BUTTON = { text: "מהלוח", label: "בחירת התאריך מהלוח" };

/** "2027-10-08" as "08/10/2027"; anything else as nothing. */
export function dayFirst(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : "";
}

/** The date written day first ("8/10/2027", "08.10.2027", "08102027"), as YYYY-MM-DD; "" for nothing; null for no date. */
export function readDayFirst(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === "") return "";
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * Digits as they are typed, with the slashes put in: "0810" is "08/10", "08/102027" is "08/10/2027". A date written
 * with slashes of its own elsewhere ("8/10/2027") stays as it is.
 */
export function withSlashes(text: string): string {
  const ours = [...text].every(
    (character, index) => /\d/.test(character) || (character === "/" && [2, 5].includes(index)),
  );
  if (!ours || text === "") return text;
  const digits = text.replace(/\//g, "").slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join("/");
}

const textBoxes = new WeakMap<HTMLInputElement, HTMLInputElement>();
const dateBoxes = new WeakMap<HTMLInputElement, HTMLInputElement>();

/** The text box that stands in for `date`, once there is one. */
export const dayFirstBoxOf = (date: HTMLInputElement) => textBoxes.get(date);

/** Whether the text box of `date` holds something that is not a date (half a date, 31/02/2027). */
export const isBadDayFirstDate = (date: HTMLInputElement) => {
  const box = textBoxes.get(date);
  return !!box && readDayFirst(box.value) === null;
};

function standIn(window: Window & typeof globalThis, date: HTMLInputElement) {
  if (textBoxes.has(date)) return;
  const { document } = window;
  const value = Object.getOwnPropertyDescriptor(window.HTMLInputElement.prototype, "value")!;
  const dateValue = () => value.get!.call(date) as string;
  const box = document.createElement("input");
  box.type = "text";
  box.inputMode = "numeric";
  box.autocomplete = "off";
  box.dataset.dayFirst = "true";
  // Digits and slashes in the order they are written, day at the left, as the placeholder's words are.
  box.dir = "ltr";
  box.placeholder = DAY_FIRST_PLACEHOLDER;
  // Drawn as Sveltia draws its date box.
  box.style.cssText =
    "margin:var(--sui-focus-ring-width,2px);border:var(--sui-textbox-border-width,1px) solid var(--sui-primary-border-color);" +
    "border-radius:var(--sui-control-medium-border-radius);padding:var(--sui-textbox-singleline-padding);width:10em;" +
    "height:var(--sui-textbox-height);color:inherit;background-color:var(--sui-textbox-background-color);font:inherit";
  for (const name of ["aria-label", "aria-labelledby", "aria-required", "required"]) {
    const attribute = date.getAttribute(name);
    if (attribute !== null) box.setAttribute(name, attribute);
  }
  box.value = dayFirst(dateValue());
  // Sveltia's own writes into the date box show in the text box, unless the text box already means that.
  Object.defineProperty(date, "value", {
    configurable: true,
    get: () => dateValue(),
    set: (next: string) => {
      value.set!.call(date, next);
      if ((readDayFirst(box.value) ?? "") !== next) box.value = dayFirst(next);
    },
  });
  // A date chosen in the browser's calendar: the text box shows it (what the text box itself writes, it holds).
  let writing = false;
  date.addEventListener("input", () => {
    if (!writing) box.value = dayFirst(dateValue());
  });
  box.addEventListener("input", () => {
    const shaped = withSlashes(box.value);
    if (shaped !== box.value) box.value = shaped;
    const iso = readDayFirst(box.value) ?? "";
    if (dateValue() === iso) return;
    value.set!.call(date, iso);
    writing = true;
    date.dispatchEvent(new window.Event("input", { bubbles: true }));
    date.dispatchEvent(new window.Event("change", { bubbles: true }));
    writing = false;
  });
  // Unseen, but on the page: its calendar opens from the button.
  date.style.cssText = "position:absolute;width:1px;height:1px;opacity:0;pointer-events:none";
  date.tabIndex = -1;
  date.setAttribute("aria-hidden", "true");
  const calendar = document.createElement("button");
  calendar.type = "button";
  calendar.textContent = CALENDAR_BUTTON.text;
  calendar.setAttribute("aria-label", CALENDAR_BUTTON.label);
  calendar.dataset.dayFirstCalendar = "true";
  calendar.style.cssText =
    "margin-inline-start:4px;font:inherit;padding:0 12px;height:var(--sui-button-medium-height,32px);" +
    "border:1px solid var(--sui-primary-border-color);border-radius:var(--sui-control-medium-border-radius);" +
    "background-color:var(--sui-secondary-background-color);color:inherit";
  calendar.addEventListener("click", () => date.showPicker?.());
  date.after(box, calendar);
  textBoxes.set(date, box);
  dateBoxes.set(box, date);
}

/** Puts a day-first text box beside every date box of the page, now and as the editor draws them. */
export function installDayFirstDates(window: Window & typeof globalThis) {
  const { document } = window;
  const update = () => {
    for (const date of document.querySelectorAll<HTMLInputElement>('input[type="date"]')) standIn(window, date);
    // A text box whose date box the editor took away goes with it.
    for (const box of document.querySelectorAll<HTMLInputElement>(DAY_FIRST_BOX)) {
      if (dateBoxes.get(box)?.isConnected) continue;
      if (box.nextElementSibling?.matches("[data-day-first-calendar]")) box.nextElementSibling.remove();
      box.remove();
    }
  };
  update();
  new window.MutationObserver(update).observe(document.body ?? document.documentElement, {
    childList: true,
    subtree: true,
  });
}
