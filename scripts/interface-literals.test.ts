/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { findInterfaceLiterals, renderingFiles } from "./interface-literals";

const ROOT = path.join(__dirname, "..");

/** Files that may still write interface words in code, with the reason: none now. */
const NOT_YET_IN_CONTENT: Readonly<Record<string, string>> = {};

const scan = (source: string) => findInterfaceLiterals(source, "Example.tsx").map(({ text, why }) => ({ text, why }));

describe("findInterfaceLiterals", () => {
  it("finds Hebrew written in code: JSX text, attributes, strings and templates", () => {
    const source = [
      "export const LABEL = 'שלום';",
      "const greet = (name: string) => `שלום ${name}`;",
      "export const A = () => <button aria-label='סגירה'>התחברות</button>;",
    ].join("\n");
    expect(scan(source)).toEqual([
      { text: "שלום", why: "Hebrew literal" },
      { text: "שלום ", why: "Hebrew literal" },
      { text: "סגירה", why: "Hebrew literal" },
      { text: "התחברות", why: "JSX text" },
    ]);
  });

  it("finds English a person reads or hears: JSX text, spoken attributes, alerts", () => {
    const source = [
      'export const A = () => <a title="Open" href="/x"><img alt={"Logo"} src="a.png" />Log in</a>;',
      'export const B = () => <input placeholder="E-mail address" aria-label={`Email`} />;',
      'export function warn() { window.alert("Login error"); alert(`Thank you`); }',
    ].join("\n");
    expect(scan(source).map(({ text }) => text)).toEqual([
      "Open",
      "Logo",
      "Log in",
      "E-mail address",
      "Email",
      "Login error",
      "Thank you",
    ]);
  });

  it("passes words that come from content, and literals nobody reads", () => {
    const source = [
      'import * as styles from "./A.module.scss";',
      "// בעברית בהערה: not code",
      "/** 'התחברות' in a doc comment */",
      "export const A = ({ texts }: { texts: { signIn: string } }) => (",
      '  <button type="button" className={styles.x} data-sign-in="" aria-label={texts.signIn}>',
      "    {texts.signIn} × · 60",
      "  </button>",
      ");",
      'console.warn("The video could not start");',
      'throw new Error("content/ui.json was not loaded");',
    ].join("\n");
    expect(scan(source)).toEqual([]);
  });

  it("names the file and line of each finding", () => {
    expect(findInterfaceLiterals("const a = 1;\nconst b = 'טקסט';", "src/x.ts")).toEqual([
      { file: "src/x.ts", line: 2, text: "טקסט", why: "Hebrew literal" },
    ]);
  });
});

describe("the code that renders the site", () => {
  const files = renderingFiles(ROOT);

  it("is found (components, sections, features, lib, pages, templates)", () => {
    expect(files).toEqual(
      expect.arrayContaining([
        path.join("src", "components", "Header", "Header.tsx"),
        path.join("src", "lib", "site-status.ts"),
      ]),
    );
    expect(files.some((file) => file.startsWith(path.join("src", "templates")))).toBe(true);
    expect(files.some((file) => file.endsWith(".test.tsx"))).toBe(false);
  });

  it("writes no interface word itself: every one comes from content/ui.json", () => {
    const found = files
      .filter((file) => !Object.hasOwn(NOT_YET_IN_CONTENT, file))
      .flatMap((file) => findInterfaceLiterals(fs.readFileSync(path.join(ROOT, file), "utf8"), file))
      .map(({ file, line, text, why }) => `${file}:${line} ${why}: ${text}`);
    expect(found).toEqual([]);
  });

  it("exempts only files that still need it", () => {
    for (const file of Object.keys(NOT_YET_IN_CONTENT)) {
      expect(findInterfaceLiterals(fs.readFileSync(path.join(ROOT, file), "utf8"), file)).not.toEqual([]);
    }
  });
});
