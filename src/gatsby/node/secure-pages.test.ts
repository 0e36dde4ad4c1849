import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { securePages } from "./secure-pages";
import { sha256Source } from "./page-policy";

const page = (body: string) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body>${body}</body></html>`;

describe("securePages", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "secure-pages-"));
    fs.mkdirSync(path.join(dir, "classes", "tissu"), { recursive: true });
    fs.writeFileSync(path.join(dir, "index.html"), page('<p>תנוע\0ה</p><script>window.pagePath="/";</script>'));
    fs.writeFileSync(path.join(dir, "classes", "tissu", "index.html"), page("<script>window.pagePath='/t';</script>"));
    fs.writeFileSync(path.join(dir, "app.js"), "not a page\0");
    fs.mkdirSync(path.join(dir, "_gatsby", "slices"), { recursive: true });
    fs.writeFileSync(path.join(dir, "_gatsby", "slices", "scripts.html"), "<script>a fragment</script>");
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("cleans NUL bytes out of every page and gives each page the hashes of its own inline scripts", () => {
    const result = securePages(dir, null);
    expect(result).toEqual({ pages: 2, inlineScripts: 2, cleaned: ["index.html"] });
    const home = fs.readFileSync(path.join(dir, "index.html"), "utf8");
    expect(home).toContain("<p>תנועה</p>");
    expect(home).toContain(sha256Source('window.pagePath="/";'));
    expect(home).not.toContain(sha256Source("window.pagePath='/t';"));
    expect(fs.readFileSync(path.join(dir, "app.js"), "utf8")).toBe("not a page\0");
  });

  it("names the page it cannot secure", () => {
    fs.writeFileSync(path.join(dir, "broken.html"), "<p>no head</p>");
    expect(() => securePages(dir, null)).toThrow(/^broken\.html: the page has no <head>/);
  });
});
