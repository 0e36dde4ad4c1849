/**
 * The content editor's question before a removal (issue 36): what still refers to the entry, and which file the
 * editor has open.
 */
import {
  installRemovalGuard,
  openFile,
  referrersOf,
  REMOVAL_TEXTS,
  type ReferencedEntries,
} from "./editor-removal-guard";
import { EDITOR_LABELS } from "./editor-labels";

const references: ReferencedEntries[] = [
  { file: "coaches", list: null, entries: [{ key: "amit-cohen", name: "עמית כהן", referredBy: ["אקרובטיקה"] }] },
  { file: "booking", list: "sports", entries: [{ key: "Tricking", name: "טריקינג", referredBy: ["טריקינג לילדים"] }] },
];

describe("referrersOf", () => {
  it("finds an entry of a list file by its name in the editor's list, or a whole entry by its key", () => {
    expect(referrersOf(references, { file: "coaches", listPath: "items", name: "עמית כהן" })).toEqual(["אקרובטיקה"]);
    expect(referrersOf(references, { file: "coaches", name: "", key: "amit-cohen" })).toEqual(["אקרובטיקה"]);
    expect(referrersOf(references, { file: "booking", listPath: "sports", name: "טריקינג" })).toEqual([
      "טריקינג לילדים",
    ]);
  });

  it("finds nothing for an entry nothing refers to, or for a list inside an entry", () => {
    expect(referrersOf(references, { file: "coaches", listPath: "items", name: "נועה לוי" })).toEqual([]);
    expect(referrersOf(references, { file: "coaches", listPath: "items.0.fullBio", name: "עמית כהן" })).toEqual([]);
  });
});

describe("openFile", () => {
  it("reads the open file from the editor's address, a file of its own or a collection's entry", () => {
    expect(openFile("#/collections/_singletons/entries/coaches")).toBe("coaches");
    expect(openFile("#/collections/coaches/entries/amit-cohen")).toBe("coaches");
    expect(openFile("#/collections/_singletons")).toBeUndefined();
  });
});

describe("installRemovalGuard", () => {
  it("stops a list entry's × until the question is answered, and lets it through after 'למחוק'", async () => {
    document.body.innerHTML = `
      <section data-field-type="list" data-key-path="items">
        <div class="item" role="group">
          <button aria-label="${EDITOR_LABELS.remove}">×</button>
          <div id="list-c1-item-0-body"><div class="summary">עמית כהן</div></div>
        </div>
      </section>`;
    window.location.hash = "#/collections/_singletons/entries/coaches";
    window.fetch = jest.fn(async () => ({ ok: true, json: async () => references })) as unknown as typeof fetch;
    // jsdom has no modal dialogs: showModal opens it, close() closes it with its return value.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, value?: string) {
      this.returnValue = value ?? "";
      this.open = false;
      this.dispatchEvent(new Event("close"));
    };
    installRemovalGuard(window);
    const removed = jest.fn();
    const button = document.querySelector("button")!;
    button.addEventListener("click", removed);

    button.click();
    const dialog = await new Promise<HTMLDialogElement>((found) => {
      const wait = () => {
        const open = document.querySelector("dialog");
        if (open) found(open);
        else setTimeout(wait, 5);
      };
      wait();
    });
    expect(removed).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute("dir", "rtl");
    expect(dialog).toHaveTextContent(REMOVAL_TEXTS.question("עמית כהן"));
    expect(dialog).toHaveTextContent("אקרובטיקה");
    dialog.close("remove");
    await new Promise((done) => setTimeout(done, 0));
    expect(removed).toHaveBeenCalledTimes(1);
  });
});
