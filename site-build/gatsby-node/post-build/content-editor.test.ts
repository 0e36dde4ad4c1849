/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fieldGuardScript, localFonts, localPackage, moveEditorFolder } from "./content-editor";

const cdn = (family: string, subset: string) =>
  `https://cdn.jsdelivr.net/fontsource/fonts/${family}:vf@5.3.0/${subset}.woff2`;
const ASSETS = ["source-sans-3-latin-wght-normal-BqRLTx4X.woff2", "noto-mono-latin-400-normal-DiC8lJru.woff2"];

describe("localFonts", () => {
  it("points the editor's fonts at the site's copies of the package's files", () => {
    const script = `src:url(${cdn("source-sans-3", "latin-wght-normal")}) a;src:url(https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2)`;
    const { script: rewritten, fonts } = localFonts(script, ASSETS, "/admin/content/fonts");
    expect(rewritten).toBe(
      "src:url(/admin/content/fonts/source-sans-3-latin-wght-normal.woff2) a;src:url(/admin/content/fonts/noto-mono-latin-400-normal.woff2)",
    );
    expect([...fonts]).toEqual([
      ["source-sans-3-latin-wght-normal.woff2", ASSETS[0]],
      ["noto-mono-latin-400-normal.woff2", ASSETS[1]],
    ]);
  });

  it("stops the build when the script names no font on the CDN, or one the package does not ship", () => {
    expect(() => localFonts("no fonts here", ASSETS, "/f")).toThrow(/names no font/);
    expect(() => localFonts(`url(${cdn("material-symbols-outlined", "latin-wght-normal")})`, ASSETS, "/f")).toThrow(
      /ships no such font/,
    );
    expect(() =>
      localFonts(`url(${cdn("source-sans-3", "latin-wght-normal")}) https://cdn.jsdelivr.net/x`, ASSETS, "/f"),
    ).toThrow(/still names/);
  });
});

describe("fieldGuardScript", () => {
  const source = fs.readFileSync(path.join(__dirname, "../../content/editor-field-guard.ts"), "utf8");

  it("is the guard as a browser module that installs itself on the editor's page", () => {
    const script = fieldGuardScript(source);
    expect(script).not.toMatch(/: string|type Reading/);
    expect(script).toMatch(/export function readWholeNumber\(/);
    // Its own modules beside it, as the browser finds them: by their file name.
    const imports = script.match(/^import .*$/gm) ?? [];
    expect(imports.length).toBeGreaterThan(0);
    for (const line of imports) expect(line).toMatch(/ from "\.\/editor-[\w-]+\.js";$/);
    expect(script.trimEnd().split("\n").at(-1)).toBe("installFieldGuard(window);");
  });

  it("stops the build when the guard no longer has the function the page calls", () => {
    expect(() => fieldGuardScript(source.replace("export function installFieldGuard", "function install"))).toThrow(
      /installFieldGuard/,
    );
  });
});

describe("localPackage", () => {
  const script = "iP=`https://unpkg.com/@sveltia/cms`,aP=`${iP}/schema/x.json`;var NSe=`${iP}/package.json`;";

  it("points the script's package at the editor's copy, its package.json read as version.json", () => {
    expect(localPackage(script, "/admin/content/package")).toBe(
      "iP=`/admin/content/package`,aP=`${iP}/schema/x.json`;var NSe=`${iP}/version.json`;",
    );
  });

  it("stops the build when the script names its package, or reads its package.json, other than once", () => {
    expect(() => localPackage(`${script}${script}`, "/p")).toThrow(/2 times, not once/);
    expect(() => localPackage(script.replace("/package.json", "/pkg.json"), "/p")).toThrow(/0 times, not once/);
  });
});

describe("moveEditorFolder", () => {
  it("moves the whole folder, whatever it holds, out of the public site into the editor's", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-folder-"));
    const [site, editor] = [path.join(root, "public"), path.join(root, "public-editor")];
    for (const file of ["admin/index.html", "admin/content/index.html", "admin/content/changes/index.html"]) {
      fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
      fs.writeFileSync(path.join(site, file), file);
    }
    fs.mkdirSync(path.join(editor, "stale"), { recursive: true });
    moveEditorFolder(site, editor);
    const files = (dir: string) => (fs.readdirSync(dir, { recursive: true }) as string[]).sort();
    expect(files(site)).toEqual(["admin", "admin/index.html"]);
    expect(files(editor)).toEqual([
      "admin",
      "admin/content",
      "admin/content/changes",
      "admin/content/changes/index.html",
      "admin/content/index.html",
    ]);
    expect(() => moveEditorFolder(site, editor)).toThrow(/made no/);
    fs.rmSync(root, { recursive: true });
  });
});
