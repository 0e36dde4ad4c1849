/**
 * After the editor sends a change (a commit on the change's own branch), a note in Hebrew says that it was sent for
 * checking and leads to the page that shows where it is (editor-changes-page.ts): the editor itself says "Entry
 * saved." in English and nothing of where the change goes. It watches the editor's requests, not its buttons, whose
 * labels and layout change between versions. Imports nothing: the editor's page loads it as it is.
 */
export const SAVE_NOTICE_TEXTS = {
  sent: "השינוי נשמר, והבדיקות האוטומטיות רצות עליו עכשיו.",
  where: "איפה השינוי עכשיו",
  close: "סגירה",
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

const NOTICE_ID = "studio-save-notice";
/** How to take away the note a page shows, with what listens for the next form. */
const shown = new WeakMap<Document, () => void>();

/**
 * Shows the note, or brings the one already shown back to the top. It stays on the list the editor goes back to, and
 * goes when the owner opens a form for her next change: on a phone it would cover the form's last fields.
 */
export function showSaveNotice(document: Document, changesUrl: string) {
  shown.get(document)?.();
  const notice = document.createElement("div");
  notice.id = NOTICE_ID;
  notice.setAttribute("role", "status");
  notice.lang = "he";
  notice.dir = "rtl";
  notice.style.cssText =
    "position:fixed;inset-block-end:1rem;inset-inline:1rem;margin-inline:auto;max-width:32rem;z-index:2147483647;" +
    "display:flex;gap:0.75rem;align-items:center;flex-wrap:wrap;padding:0.75rem 1rem;border-radius:0.5rem;" +
    "background:#1d1d1f;color:#fff;font:1rem/1.5 system-ui,sans-serif;box-shadow:0 4px 16px rgb(0 0 0/0.3)";
  const text = document.createElement("span");
  text.textContent = `${SAVE_NOTICE_TEXTS.sent} `;
  const link = document.createElement("a");
  link.href = changesUrl;
  link.textContent = SAVE_NOTICE_TEXTS.where;
  link.style.color = "#9ecbff";
  // In a tab of its own: the editor stays as it was, and its own router never sees the click.
  link.target = "_blank";
  text.append(link);
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = SAVE_NOTICE_TEXTS.close;
  close.style.cssText = "margin-inline-start:auto;font:inherit;padding:0.25rem 0.75rem;border-radius:0.25rem";
  const view = document.defaultView;
  const closeOnForm = () => {
    if (view && opensAForm(view.location.hash)) remove();
  };
  const remove = () => {
    notice.remove();
    view?.removeEventListener("hashchange", closeOnForm);
    shown.delete(document);
  };
  shown.set(document, remove);
  close.addEventListener("click", remove);
  view?.addEventListener("hashchange", closeOnForm);
  notice.append(text, close);
  document.body.append(notice);
}

/** Wraps the page's fetch: a change that was sent shows the note once GitHub has taken it. */
export function installSaveNotice(window: Window, changesUrl: string) {
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
