import fs from "node:fs";
import path from "node:path";
import { EDITOR_FOLDER, EDITOR_PATH, browserModule } from "./content-editor";
import { SAVE_NOTICE_TEXTS } from "../../content/editor-save-notice";

/**
 * The editor's page of pending changes (site-build/content/editor-changes-page.ts), beside the editor, so that it
 * reads the editor's sign-in on the editor's own origin: its HTML, and its two modules as the browser loads them; and
 * the editor's note that leads there once a change is sent.
 */
export const CHANGES_FOLDER = "changes";
const SOURCES = path.join("site-build", "content");
/** The page's module, and the module it imports. */
const MODULES = { "changes.js": "editor-changes-page.ts", "change-status.js": "change-status.ts" } as const;

/** The editor page's note after a change is sent (site-build/content/editor-save-notice.ts), beside the editor. */
export const SAVE_NOTICE_SCRIPT = "save-notice.js";
const SAVE_NOTICE_SOURCE = "editor-save-notice.ts";

/** The page: its words are in Hebrew, right to left; the module fills in the changes. Its title is the editor's link. */
export function changesPageHtml(editorPath: string): string {
  const folder = `${editorPath}/${CHANGES_FOLDER}`;
  return `<!doctype html>
<html lang="he" dir="rtl">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${SAVE_NOTICE_TEXTS.changes}</title>
    <link rel="stylesheet" href="${folder}/changes.css" />
    <script type="module" src="${folder}/changes.js"></script>
  </head>
  <body>
    <main>
      <h1>${SAVE_NOTICE_TEXTS.changes}</h1>
      <p>כל שינוי ששומרים בעורך התוכן נבדק, ושינוי בתוכן שעבר את הבדיקה עולה לאתר מעצמו. כאן רואים איפה כל אחד מהם נמצא.</p>
      <p><a href="${editorPath}/">חזרה לעורך התוכן</a></p>
      <noscript><p>העמוד הזה צריך JavaScript כדי לקרוא את השינויים.</p></noscript>
    </main>
  </body>
</html>
`;
}

const STYLES = `body { font: 1rem/1.5 system-ui, sans-serif; margin: 0; color: #1d1d1f; background: #fafafa; }
main { max-width: 44rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
h1 { font-size: 1.6rem; margin: 0 0 0.5rem; }
h2 { font-size: 1.15rem; margin: 0; }
a { color: #0b57d0; }
.changes { list-style: none; padding: 0; display: grid; gap: 1rem; }
.changes > li { background: #fff; border: 1px solid #d0d0d5; border-radius: 0.5rem; padding: 1rem; }
.changes p { margin: 0.4rem 0 0; }
.state { font-weight: 700; }
[data-state="refused"] { border-inline-start: 0.4rem solid #b3261e; }
[data-state="refused"] .state { color: #b3261e; }
[data-state="live"] .state { color: #1b6b2f; }
.problems { margin: 0.25rem 0 0; padding-inline-start: 1.25rem; overflow-wrap: anywhere; }
.when, .where { color: #55555a; font-size: 0.9rem; }
`;

/**
 * Writes the page, and the editor's note after a save, into the editor's folder of `publicDir`; the page links the
 * previews of `previewSite` alone (editor-site.ts).
 */
export function writeChangesPage(root: string, publicDir: string, previewSite: string | null): string {
  const editorPath = EDITOR_PATH;
  const target = path.join(publicDir, EDITOR_FOLDER, CHANGES_FOLDER);
  fs.mkdirSync(target, { recursive: true });
  fs.writeFileSync(path.join(target, "index.html"), changesPageHtml(editorPath));
  fs.writeFileSync(path.join(target, "changes.css"), STYLES);
  for (const [served, source] of Object.entries(MODULES)) {
    let { script } = browserModule(fs.readFileSync(path.join(root, SOURCES, source), "utf8"));
    if (served === "changes.js") {
      if (!/export async function installChangesPage\(/.test(script)) {
        throw new Error(`${path.join(SOURCES, source)} no longer exports installChangesPage: the page calls it`);
      }
      const args = [`${editorPath}/config.json`, `${editorPath}/`, previewSite].map((arg) => JSON.stringify(arg));
      script += `installChangesPage(window, ${args.join(", ")});\n`;
    }
    fs.writeFileSync(path.join(target, served), script);
  }
  const notice = browserModule(fs.readFileSync(path.join(root, SOURCES, SAVE_NOTICE_SOURCE), "utf8")).script;
  if (!/export function installSaveNotice\(/.test(notice)) {
    throw new Error(
      `${path.join(SOURCES, SAVE_NOTICE_SOURCE)} no longer exports installSaveNotice: the editor calls it`,
    );
  }
  fs.writeFileSync(
    path.join(publicDir, EDITOR_FOLDER, SAVE_NOTICE_SCRIPT),
    `${notice}installSaveNotice(window, ${JSON.stringify(`${editorPath}/${CHANGES_FOLDER}/`)});\n`,
  );
  const previews = previewSite ? `the previews of ${previewSite}` : "no preview (no PREVIEW_HOSTING_SITE)";
  return `${editorPath}/${CHANGES_FOLDER}/ (linking ${previews}) and ${SAVE_NOTICE_SCRIPT}`;
}
