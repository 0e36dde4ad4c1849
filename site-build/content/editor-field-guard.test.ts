import fs from "node:fs";
import path from "node:path";
import { CONTENT_FILE_NAMES, folderOf } from "../../src/content/content-files";
/**
 * The content editor's guard on values (issue 36): how it reads a whole-number box, and the form it refuses to save,
 * on a page built the way Sveltia CMS builds its boxes.
 */
import { EDITOR_LABELS } from "./editor-labels";
import { dayFirstBoxOf } from "./editor-day-first-dates";
import { ENGLISH_ONLY_MESSAGE, MACHINE_TRANSLATION } from "./editor-english-guard";
import { ENGLISH_TEXT_MESSAGE } from "../../src/content/model/english";
import {
  formIsReady,
  installFieldGuard,
  keyIsKept,
  MESSAGES,
  passesAsTyped,
  readWholeNumber,
  savedKey,
} from "./editor-field-guard";

describe("readWholeNumber", () => {
  it("reads a price written with its currency as the number", () => {
    for (const text of ["70", " 70 ", "70 ₪", "₪70", "70₪", '150 ש"ח', "150 ש״ח", "150 שח", "150 שקלים", "80 NIS"]) {
      expect({ text, reading: readWholeNumber(text) }).toEqual({
        text,
        reading: { number: Number(/\d+/.exec(text)![0]) },
      });
    }
  });

  it("refuses words, fractions and numbers outside the model's range, in Hebrew", () => {
    expect(readWholeNumber("שבעים")).toEqual({ message: MESSAGES.notDigits });
    expect(readWholeNumber("₪")).toEqual({ message: MESSAGES.notDigits });
    expect(readWholeNumber("7O")).toEqual({ message: MESSAGES.notDigits });
    expect(readWholeNumber("70.5")).toEqual({ message: MESSAGES.notWhole });
    expect(readWholeNumber("1,5 ₪")).toEqual({ message: MESSAGES.notWhole });
    expect(readWholeNumber("0", { min: 1 })).toEqual({ message: "צריך להיות 1 או יותר" });
    expect(readWholeNumber("-5", { min: 1 })).toEqual({ message: "צריך להיות 1 או יותר" });
    expect(readWholeNumber("120", { min: 0, max: 99 })).toEqual({ message: "צריך להיות מספר בין 0 ל־99" });
    expect(readWholeNumber("99", { min: 0, max: 99 })).toEqual({ number: 99 });
  });

  it("reads commas between thousands, and the direction marks that text copied from a Hebrew page carries", () => {
    expect(readWholeNumber("1,200 ₪")).toEqual({ number: 1200 });
    expect(readWholeNumber("\u200f70\u200f ₪")).toEqual({ number: 70 });
    expect(readWholeNumber("\u206770 ש״ח\u2069")).toEqual({ number: 70 });
    expect(readWholeNumber("12,00")).toEqual({ message: MESSAGES.notWhole });
  });

  it("says when nothing is written", () => {
    expect(readWholeNumber("")).toEqual({ empty: true });
    expect(readWholeNumber("  ")).toEqual({ empty: true });
  });
});

describe("savedKey", () => {
  it("reads a saved entry's key from the editor's address, and none for a new entry or a settings file", () => {
    expect(savedKey("#/collections/classes/entries/tissu")).toBe("tissu");
    expect(savedKey("#/collections/coaches/entries/maya-levi?view=1")).toBe("maya-levi");
    expect(savedKey("#/collections/classes/new")).toBeUndefined();
    expect(savedKey("#/collections/_singletons/entries/booking")).toBeUndefined();
    expect(savedKey("#/collections/classes")).toBeUndefined();
    expect(savedKey("#/collections/classes/entries/%D7%90")).toBe("א");
    expect(savedKey("#/collections/classes/entries/%E0%A4%A")).toBe("%E0%A4%A");
  });

  it("finds the key's box by the one name every folder kind's key has", () => {
    const keys = CONTENT_FILE_NAMES.map((name) => folderOf(name)?.key).filter(Boolean);
    expect(keys.length).toBeGreaterThan(2);
    expect(new Set(keys)).toEqual(new Set(["slug"]));
  });
});

describe("passesAsTyped", () => {
  it("lets Sveltia take digits alone or nothing, and nothing it would read differently", () => {
    expect(["", "7", "70"].map(passesAsTyped)).toEqual([true, true, true]);
    expect(["70 ", "70 ₪", "70.5", "-5", "1e3"].map(passesAsTyped)).toEqual([false, false, false, false, false]);
  });
});

/** A form as Sveltia renders it: a required price box, a required text box, an optional one, and Save. */
function editorForm() {
  document.body.innerHTML = `
    <div class="sui number-input"><div class="sui text-input">
      <input id="price" role="spinbutton" inputmode="numeric" aria-valuemin="1" aria-required="true" value="60">
    </div></div>
    <div class="sui text-input"><input id="question" role="textbox" aria-required="true" value="מה להביא?"></div>
    <div class="sui text-input"><input id="note" role="textbox" aria-required="false" value=""></div>
    <div><input id="until" type="date" aria-required="false" value=""></div>
    <button type="button">${EDITOR_LABELS.save}</button>
    <button type="button" aria-label="${EDITOR_LABELS.collapse}" aria-controls="entry">^</button>
    <div id="entry"><div class="sui text-input"><input id="answer" role="textbox" aria-required="true" value="x"></div></div>`;
  const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
  return {
    price: byId("price"),
    question: byId("question"),
    until: byId("until"),
    answer: byId("answer"),
    collapse: document.querySelector<HTMLButtonElement>(`[aria-label="${EDITOR_LABELS.collapse}"]`)!,
    save: document.querySelector<HTMLButtonElement>("button")!,
  };
}

const messageOf = (field: HTMLElement) => document.getElementById(field.getAttribute("aria-describedby") ?? "");

describe("the guard on the editor's page", () => {
  const seen: string[] = [];
  beforeAll(() => {
    // jsdom lays nothing out: the first refused field is brought into view by a no-op.
    Element.prototype.scrollIntoView = () => undefined;
    installFieldGuard(window);
    // Sveltia's own listeners: on the box itself, after the guard's on the window.
    document.addEventListener("click", () => seen.push("saved"));
  });
  beforeEach(() => (seen.length = 0));

  const typeInto = (field: HTMLInputElement, text: string) => {
    const taken: string[] = [];
    field.addEventListener("input", () => taken.push(field.value), { once: true, capture: true });
    field.value = text;
    field.dispatchEvent(new Event("input", { bubbles: true }));
    return taken;
  };

  it("keeps a price's currency from Sveltia while it is typed, and hands it the number when the box is left", () => {
    const { price } = editorForm();
    expect(typeInto(price, "70")).toEqual(["70"]);
    expect(typeInto(price, "70 ₪")).toEqual([]);
    const taken: string[] = [];
    price.addEventListener("input", () => taken.push(price.value), { capture: true });
    price.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    expect(price.value).toBe("70");
    expect(taken).toEqual(["70"]);
    expect(price.getAttribute("aria-invalid")).toBeNull();
  });

  it("refuses words in a price beside the box, and Save with them", () => {
    const { price, save } = editorForm();
    expect(typeInto(price, "שבעים")).toEqual([]);
    price.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    expect(messageOf(price)).toHaveTextContent(MESSAGES.notDigits);
    expect(messageOf(price)).toHaveAttribute("role", "alert");
    expect(price).toHaveAttribute("aria-invalid", "true");
    save.click();
    expect(seen).toEqual([]);
    typeInto(price, "70");
    expect(messageOf(price)).toBeNull();
    save.click();
    expect(seen).toEqual(["saved"]);
  });

  it("refuses Save, by click or Ctrl+S, while a required field is empty or blank", () => {
    const { question, price, save } = editorForm();
    question.value = "  ";
    price.value = "";
    save.click();
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "s", ctrlKey: true }));
    expect(seen).toEqual([]);
    expect(messageOf(question)).toHaveTextContent(MESSAGES.empty);
    expect(messageOf(price)).toHaveTextContent(MESSAGES.empty);
    typeInto(question, "מה להביא?");
    expect(messageOf(question)).toBeNull();
    expect(formIsReady(document)).toBe(false);
    typeInto(price, "60");
    expect(formIsReady(document)).toBe(true);
  });

  it("refuses Save while a text of the English pane holds a Hebrew letter, and leaves the Hebrew pane's Hebrew alone", () => {
    const { save } = editorForm();
    document.body.insertAdjacentHTML(
      "beforeend",
      `<div role="group" data-locale="en" data-mode="edit">
        <div class="sui text-input"><input id="title-en" role="textbox" value="Muay Thai לילדים"></div>
        <div class="sui text-area"><textarea id="summary-en">Technique and fitness</textarea></div>
      </div>`,
    );
    const title = document.getElementById("title-en") as HTMLInputElement;
    save.click();
    expect(seen).toEqual([]);
    expect(messageOf(title)).toHaveTextContent(ENGLISH_ONLY_MESSAGE);
    expect(messageOf(document.getElementById("summary-en")!)).toBeNull();
    typeInto(title, "Muay Thai for kids");
    save.click();
    expect(seen).toEqual(["saved"]);
  });

  it("refuses with the words of the content check, which refuses the same English on the pull request", () => {
    expect(ENGLISH_ONLY_MESSAGE).toBe(ENGLISH_TEXT_MESSAGE);
  });

  it("hides the editor's machine translation, by the start of its name in the editor's Hebrew", () => {
    const strings = JSON.parse(fs.readFileSync(path.join(__dirname, "editor-strings.he.json"), "utf8")) as Record<
      string,
      string
    >;
    expect(strings.translate_from_x).toBe(`${MACHINE_TRANSLATION}{$locale}`);
    document.body.insertAdjacentHTML(
      "beforeend",
      `<button id="translate" aria-label="${MACHINE_TRANSLATION}\u2068עברית\u2069">A</button><button id="copy" aria-label="העתקה מעברית">B</button>`,
    );
    expect(getComputedStyle(document.getElementById("translate")!).display).toBe("none");
    expect(getComputedStyle(document.getElementById("copy")!).display).not.toBe("none");
  });

  it("keeps a list entry open while a field in it is empty: collapsed, Sveltia would save it unseen", () => {
    const { answer, collapse, question } = editorForm();
    question.value = "";
    answer.value = "";
    collapse.click();
    expect(seen).toEqual([]);
    expect(messageOf(answer)).toHaveTextContent(MESSAGES.empty);
    // Only what the entry holds counts.
    expect(messageOf(question)).toBeNull();
    typeInto(answer, "תשובה");
    collapse.click();
    expect(seen).toEqual(["saved"]);
  });

  it("refuses Save while a date box holds a date typed half, or one that does not exist", async () => {
    const { until, save } = editorForm();
    // The day-first box the guard puts in the date box's place, once the editor has drawn it.
    await new Promise((done) => setTimeout(done));
    const box = dayFirstBoxOf(until)!;
    typeInto(box, "08/10/20");
    save.click();
    expect(seen).toEqual([]);
    expect(messageOf(box)).toHaveTextContent(MESSAGES.badDate);
    // Above the row of the box and its "Today" button, not squeezed into it.
    expect(until.parentElement!.previousElementSibling).toBe(messageOf(box));
    typeInto(box, "31/02/2027");
    save.click();
    expect(seen).toEqual([]);
    typeInto(box, "08/10/2027");
    expect(messageOf(box)).toBeNull();
    save.click();
    expect(seen).toEqual(["saved"]);
    expect(until.value).toBe("2027-10-08");
  });

  it("refuses Save while a saved entry's key is changed, and says what it was", () => {
    const { save } = editorForm();
    document.body.insertAdjacentHTML(
      "afterbegin",
      '<section data-key-path="slug"><div class="sui text-input"><input id="slug" role="textbox" value="tissu-2"></div></section>',
    );
    const slug = document.getElementById("slug") as HTMLInputElement;
    window.location.hash = "#/collections/classes/entries/tissu";
    save.click();
    expect(seen).toEqual([]);
    expect(messageOf(slug)).toHaveTextContent(MESSAGES.keyKept("tissu"));
    // Typed over, the message stays until the key is written back whole: it is the one place that names it.
    typeInto(slug, "t");
    expect(messageOf(slug)).toHaveTextContent(MESSAGES.keyKept("tissu"));
    typeInto(slug, "tissu");
    expect(messageOf(slug)).toBeNull();
    expect(keyIsKept(document)).toBe(true);
    // A new entry's key is the owner's to choose.
    slug.value = "anything";
    window.location.hash = "#/collections/classes/new";
    expect(keyIsKept(document)).toBe(true);
    save.click();
    expect(seen).toEqual(["saved"]);
  });
});
