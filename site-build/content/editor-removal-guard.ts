/**
 * The content editor asks before an entry is removed (issue 36), a part of the editor page's guard: Sveltia CMS
 * removes a list entry at its × at once, and a coach that classes still name would leave them naming no one. The
 * question is in Hebrew, names the entry, and names what still refers to it, from references.json (written by the
 * build from the model's `refersTo` facts: editor-references.ts). "למחוק" lets the editor's own removal go ahead.
 */
import { EDITOR_LABELS } from "./editor-labels";

/** A list that other entries refer to, with its entries that are referred to (references.json). */
export interface ReferencedEntries {
  /** The content file (or, with a file per entry, the collection) that holds the list. */
  file: string;
  /** The list inside an object file ("sports"); null for a list file's own entries. */
  list: string | null;
  entries: { key: string; name: string; referredBy: string[] }[];
}

/** What is being removed: the file (collection) it is in, the list's path in the form, and its name or key. */
export interface Removal {
  file: string;
  /** The list's key path in the editor's form ("items", "sports", "items.0.schedule"); none for a whole entry. */
  listPath?: string;
  name: string;
  key?: string;
}

/** The editor's field that holds a list file's entries (editor-config.ts's LIST_FIELD). */
const LIST_FIELD = "items";

/** The entry that is removed as references.json knows it, if anything refers to it. */
function referredEntry(references: readonly ReferencedEntries[], removal: Removal) {
  const list = references.find(
    (candidate) =>
      candidate.file === removal.file &&
      (removal.listPath === undefined || (candidate.list ?? LIST_FIELD) === removal.listPath),
  );
  return list?.entries.find(
    (candidate) => candidate.key === removal.key || (removal.name !== "" && candidate.name === removal.name),
  );
}

/** The names of the entries that still refer to what is removed. */
export const referrersOf = (references: readonly ReferencedEntries[], removal: Removal): string[] =>
  referredEntry(references, removal)?.referredBy ?? [];

export const REMOVAL_TEXTS = {
  question: (name: string) => (name ? `למחוק את "${name}"?` : "למחוק את הרשומה הזאת?"),
  stillNamed: (count: number) =>
    count === 1 ? "הרשומה הזאת עדיין מופיעה ברשומה אחרת:" : `הרשומה הזאת עדיין מופיעה ב־${count} רשומות אחרות:`,
  fixFirst: "אחרי המחיקה הן יצביעו על משהו שכבר לא קיים, והבדיקה תעצור את השינוי. כדאי להוציא אותה מהן קודם.",
  remove: "למחוק",
  keep: "לא למחוק",
};

/** The editor's page: which file or collection is open (its address after #). */
export function openFile(hash: string): string | undefined {
  const match = /^#\/collections\/([^/]+)\/entries\/([^/?]+)/.exec(hash);
  if (!match) return undefined;
  return decodeURIComponent(match[1] === "_singletons" ? match[2]! : match[1]!);
}

/** The open entry's key in a collection of a file per entry (`#/collections/coaches/entries/maya-levi`). */
const openEntryKey = (hash: string) => /^#\/collections\/(?!_singletons\/)[^/]+\/entries\/([^/?]+)/.exec(hash)?.[1];

/** The fields that name a list entry, in order of preference: the editor's list summaries show the first one. */
export const NAME_FIELDS = ["title", "name", "menuLabel", "label", "question", "text", "quote"];

/** What a list entry's × would remove: its list, and its name from its summary or from its name field. */
function listEntryRemoval(button: Element, file: string): Removal | undefined {
  const item = button.closest(".item");
  const list = item?.closest("section[data-field-type='list']");
  const body = item?.querySelector("[id$='-body']");
  const index = /-item-(\d+)-body$/.exec(body?.id ?? "")?.[1];
  const listPath = list?.getAttribute("data-key-path");
  if (!body || index === undefined || !listPath) return undefined;
  const summary = body.querySelector(".summary")?.textContent?.trim();
  const named = NAME_FIELDS.map((field) =>
    body.querySelector<HTMLInputElement>(`[data-key-path="${listPath}.${index}.${field}"] :is(input, textarea)`),
  ).find(Boolean);
  return { file, listPath, name: summary || named?.value.trim() || "" };
}

/** The Hebrew question, in a dialog of its own: resolves true when the owner chooses to remove. */
function ask(document: Document, removal: Removal, referrers: string[]): Promise<boolean> {
  const dialog = document.createElement("dialog");
  dialog.dir = "rtl";
  dialog.lang = "he";
  dialog.className = "removal-question";
  dialog.setAttribute("aria-labelledby", "removal-question-text");
  const question = document.createElement("p");
  question.id = "removal-question-text";
  question.textContent = REMOVAL_TEXTS.question(removal.name);
  dialog.append(question);
  if (referrers.length > 0) {
    const still = document.createElement("p");
    still.textContent = REMOVAL_TEXTS.stillNamed(referrers.length);
    const names = document.createElement("ul");
    for (const name of referrers) names.append(Object.assign(document.createElement("li"), { textContent: name }));
    const advice = document.createElement("p");
    advice.textContent = REMOVAL_TEXTS.fixFirst;
    dialog.append(still, names, advice);
  }
  const buttons = document.createElement("form");
  buttons.method = "dialog";
  for (const [value, label] of [
    ["keep", REMOVAL_TEXTS.keep],
    ["remove", REMOVAL_TEXTS.remove],
  ] as const) {
    const button = Object.assign(document.createElement("button"), { value, textContent: label, type: "submit" });
    button.style.cssText = "font:inherit;padding:.35rem 1rem";
    buttons.append(button);
  }
  dialog.append(buttons);
  dialog.style.cssText = "max-width:32rem;padding:1rem 1.25rem;font:inherit;line-height:1.5";
  buttons.style.cssText = "display:flex;gap:.75rem;justify-content:flex-start;margin-top:1rem";
  document.body.append(dialog);
  return new Promise((answer) => {
    dialog.addEventListener("close", () => {
      answer(dialog.returnValue === "remove");
      dialog.remove();
    });
    dialog.showModal();
  });
}

/** references.json beside the editor's configuration (the page's `cms-config-url` link), read once. */
function referencesLoader(document: Document) {
  let loaded: Promise<ReferencedEntries[]> | undefined;
  return () => {
    const config = document.querySelector<HTMLLinkElement>('link[rel="cms-config-url"]')?.href;
    loaded ??= fetch(new URL("references.json", config ?? document.baseURI))
      .then((response) => (response.ok ? (response.json() as Promise<ReferencedEntries[]>) : []))
      .catch(() => []);
    return loaded;
  };
}

/** What a click on `button` would remove, on the editor's page at `hash`; none when it removes nothing. */
function removalBy(button: Element, hash: string): Removal | undefined {
  const file = openFile(hash);
  if (!file) return undefined;
  if (button.getAttribute("role") !== "menuitem") return listEntryRemoval(button, file);
  const key = openEntryKey(hash);
  return button.textContent?.trim() === EDITOR_LABELS.delete && key ? { file, name: "", key } : undefined;
}

/**
 * Stops a list entry's × (and a whole entry's "מחיקה", with a file per entry) until the owner has answered, and
 * clicks it again for them after "למחוק".
 */
export function installRemovalGuard(window: Window & typeof globalThis) {
  const { document } = window;
  const references = referencesLoader(document);
  const allowed = new WeakSet<Element>();
  window.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof window.Element ? event.target : null;
      const button = target?.closest(`button[aria-label='${EDITOR_LABELS.remove}'], [role='menuitem']`);
      if (!button) return;
      if (allowed.delete(button)) return;
      const removal = removalBy(button, window.location.hash);
      if (!removal) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      void references().then(async (known) => {
        const name = removal.name || referredEntry(known, removal)?.name || "";
        if (!(await ask(document, { ...removal, name }, referrersOf(known, removal)))) return;
        allowed.add(button);
        (button as HTMLElement).click();
      });
    },
    true,
  );
}
