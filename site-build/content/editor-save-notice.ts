/**
 * A strip above the editor, in Hebrew, that always links to the page of changes (editor-changes-page.ts) and, after
 * the editor sends a change (a commit on the change's own branch), says that it was sent for checking: the editor
 * itself says only that the entry was saved, and nothing of where the change goes. The strip takes its own height off
 * the top of the editor's layers, so neither the link nor the note ever covers what the owner taps next. It watches
 * the editor's requests, not its buttons, whose labels and layout change between versions. Imports nothing: the
 * editor's page loads it as it is.
 */
export const SAVE_NOTICE_TEXTS = {
  changes: "השינויים בדרך לאתר",
  sent: "השינוי נשמר, והבדיקות האוטומטיות רצות עליו עכשיו.",
  where: "איפה השינוי עכשיו",
  close: "סגור",
} as const;

/** Whether a request to GitHub's API is the commit that sends a change (GraphQL's createCommitOnBranch). */
export function sendsAChange(url: string, method: string, body: unknown): boolean {
  if (method.toUpperCase() !== "POST" || !/\/graphql$/.test(new URL(url).pathname)) return false;
  return typeof body === "string" && body.includes("createCommitOnBranch");
}

/** Whether the editor's address (its hash) is a form: an entry opened, or a new one begun. */
export function opensAForm(hash: string): boolean {
  return /^#\/collections\/[^/]+\/(entries\/|new(\?|$))/.test(hash);
}

export const STRIP_ID = "studio-editor-strip";
const HEIGHT = "--studio-strip-height";
/**
 * The editor's app and its open form are each fixed to the whole window: both start below the strip. Should a later
 * editor rename them, they cover the strip (same layer, later in the page) rather than the strip covering them.
 */
const MAKE_ROOM = `.sui.app-shell, .wrapper.content-editor {
  inset-block-start: var(${HEIGHT}, 0px) !important;
  block-size: auto !important;
}
#${STRIP_ID} {
  position: fixed; inset-block-start: 0; inset-inline: 0; z-index: 100;
  display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 1rem; padding: 0.5rem 1rem;
  background: #e8f0fe; color: #1d1d1f; border-block-end: 1px solid #b6c8e8; font: 1rem/1.5 system-ui, sans-serif;
}
#${STRIP_ID} a { color: #0b4fa8; }
#${STRIP_ID} [role="status"] { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.75rem; }
#${STRIP_ID} button { font: inherit; padding: 0.125rem 0.75rem; border-radius: 0.25rem; }`;

/** What a page's strip needs after it is made: where its note goes, and how the note goes. */
const strips = new WeakMap<Document, { strip: HTMLElement; status: HTMLElement; clear: () => void }>();

function newLink(document: Document, href: string, text: string) {
  const link = document.createElement("a");
  link.href = href;
  link.textContent = text;
  // In a tab of its own: the editor stays as it was, and its own router never sees the click.
  link.target = "_blank";
  return link;
}

/** Puts the strip above the editor once, with its permanent link and an empty place for the note. */
export function installChangesStrip(document: Document, changesUrl: string) {
  const made = strips.get(document);
  if (made?.strip.isConnected) return made;
  const style = document.createElement("style");
  style.textContent = MAKE_ROOM;
  const strip = document.createElement("div");
  strip.id = STRIP_ID;
  strip.lang = "he";
  strip.dir = "rtl";
  // Present and empty from the start, so that a screen reader says the note when it comes.
  const status = document.createElement("div");
  status.setAttribute("role", "status");
  strip.append(newLink(document, changesUrl, SAVE_NOTICE_TEXTS.changes), status);
  document.head.append(style);
  document.body.prepend(strip);
  const root = document.documentElement;
  const measure = () => root.style.setProperty(HEIGHT, `${strip.getBoundingClientRect().height}px`);
  measure();
  const view = document.defaultView;
  if (view && "ResizeObserver" in view) new view.ResizeObserver(measure).observe(strip);
  const clearOnForm = () => {
    if (view && opensAForm(view.location.hash)) status.replaceChildren();
  };
  view?.addEventListener("hashchange", clearOnForm);
  const parts = { strip, status, clear: () => status.replaceChildren() };
  strips.set(document, parts);
  return parts;
}

/**
 * Says in the strip that the change was sent. It stays on the list the editor goes back to, and goes when the owner
 * opens a form for her next change, where it would be read as that change's.
 */
export function showSaveNotice(document: Document, changesUrl: string) {
  const { status, clear } = installChangesStrip(document, changesUrl);
  const text = document.createElement("span");
  text.append(`${SAVE_NOTICE_TEXTS.sent} `, newLink(document, changesUrl, SAVE_NOTICE_TEXTS.where));
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = SAVE_NOTICE_TEXTS.close;
  close.addEventListener("click", clear);
  status.replaceChildren(text, close);
}

/** Puts the strip above the editor, and wraps the page's fetch: a change that was sent shows the note once GitHub
 * has taken it. */
export function installSaveNotice(window: Window, changesUrl: string) {
  installChangesStrip(window.document, changesUrl);
  const send = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await send(input, init);
    const request = typeof input === "object" && "method" in input ? input : undefined;
    const url = request ? request.url : String(input);
    const method = init?.method ?? request?.method ?? "GET";
    if (response.ok && sendsAChange(new URL(url, window.location.href).href, method, init?.body)) {
      // GraphQL answers 200 to a commit it refused, with `errors` instead of the commit.
      const answer = (await response
        .clone()
        .json()
        .catch(() => undefined)) as { data?: { createCommitOnBranch?: { commit?: { oid?: string } } } } | undefined;
      if (answer?.data?.createCommitOnBranch?.commit?.oid) showSaveNotice(window.document, changesUrl);
    }
    return response;
  };
}
