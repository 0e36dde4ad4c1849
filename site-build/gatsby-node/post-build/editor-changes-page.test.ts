/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { changesPageHtml, writeChangesPage } from "./editor-changes-page";

const ROOT = path.resolve(__dirname, "../../..");

describe("the editor's page of pending changes", () => {
  it("is a Hebrew page, right to left, that leads back to the editor and says it needs JavaScript", () => {
    const html = changesPageHtml("/admin/content");
    expect(html).toContain('<html lang="he" dir="rtl">');
    expect(html).toContain('<a href="/admin/content/">חזרה לעורך התוכן</a>');
    expect(html).toContain('<script type="module" src="/admin/content/changes/changes.js">');
    expect(html).toMatch(/<noscript>.*JavaScript/);
  });

  it("is written beside the editor, with a module that starts it and the one it imports", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "changes-page-"));
    expect(writeChangesPage(ROOT, publicDir, "studio-preview")).toBe(
      "/admin/content/changes/ (linking the previews of studio-preview) and save-notice.js",
    );
    const folder = path.join(publicDir, "admin", "content", "changes");
    expect(fs.readdirSync(folder).sort()).toEqual(["change-status.js", "changes.css", "changes.js", "index.html"]);
    const page = fs.readFileSync(path.join(folder, "changes.js"), "utf8");
    expect(page.trimEnd().split("\n").at(-1)).toBe(
      'installChangesPage(window, "/admin/content/config.json", "/admin/content/", "studio-preview");',
    );
    expect(page).toContain('from "./change-status.js";');
    expect(fs.readFileSync(path.join(folder, "change-status.js"), "utf8")).toMatch(/export function readReport\(/);
    const notice = fs.readFileSync(path.join(publicDir, "admin", "content", "save-notice.js"), "utf8");
    expect(notice.trimEnd().split("\n").at(-1)).toBe('installSaveNotice(window, "/admin/content/changes/");');
  });
});
