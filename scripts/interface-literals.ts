/**
 * Finds interface words written in code instead of content/ui.json (issue 17): a static scan, with the TypeScript
 * compiler's parser, of the code that renders the site. What it reports:
 * - a string or template literal holding a Hebrew letter (every Hebrew word a person reads comes from content);
 * - JSX text holding a letter, Hebrew or Latin ("Log in" between tags);
 * - a literal aria-label, title, alt, placeholder, label or aria-description holding a letter;
 * - a literal holding a letter handed to alert(), confirm() or prompt().
 * Comments are not code, and a literal a person never sees (a class name, a path, an id) has no Hebrew and sits in
 * no attribute above, so it passes.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

export interface InterfaceLiteral {
  file: string;
  line: number;
  text: string;
  why: string;
}

const HEBREW = /[\u0590-\u05FF]/;
const LETTER = /[A-Za-z\u0590-\u05FF]/;
const SPOKEN_ATTRIBUTES = new Set(["aria-label", "title", "alt", "placeholder", "label", "aria-description"]);
const DIALOG_CALLS = new Set(["alert", "confirm", "prompt"]);

const calledName = (call: ts.CallExpression): string | undefined => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
};

/** The literal's text: a string, or a template's fixed parts joined. */
const literalText = (node: ts.Node): string | undefined => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join("");
  return undefined;
};

/** The interface words one source file writes itself; `file` names it in the findings. */
export function findInterfaceLiterals(source: string, file: string): InterfaceLiteral[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: InterfaceLiteral[] = [];
  const report = (node: ts.Node, text: string, why: string) =>
    found.push({ file, line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1, text, why });

  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      const text = node.text.trim();
      if (LETTER.test(text)) report(node, text, "JSX text");
      return;
    }
    const text = literalText(node);
    if (text !== undefined) {
      const parent = node.parent;
      if (HEBREW.test(text)) report(node, text, "Hebrew literal");
      else if (LETTER.test(text) && ts.isJsxAttribute(parent) && SPOKEN_ATTRIBUTES.has(parent.name.getText()))
        report(node, text, `${parent.name.getText()} literal`);
      else if (LETTER.test(text) && ts.isCallExpression(parent) && DIALOG_CALLS.has(calledName(parent) ?? ""))
        report(node, text, `${calledName(parent)}() literal`);
      // A literal inside a template (`${"..."}`) or an expression container is reached through its children.
    }
    if (ts.isJsxExpression(node) && node.expression && ts.isJsxAttribute(node.parent)) {
      const attribute = node.parent.name.getText();
      const inner = literalText(node.expression);
      if (inner !== undefined && !HEBREW.test(inner) && LETTER.test(inner) && SPOKEN_ATTRIBUTES.has(attribute))
        report(node, inner, `${attribute} literal`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/**
 * The folders whose code renders the site, or makes what it renders (lib: the rules and the texts they fill), from
 * the repository's root.
 */
export const RENDERING_FOLDERS = ["components", "sections", "features", "lib", "pages", "templates"].map((folder) =>
  path.join("src", folder),
);

/** Every .ts and .tsx file under the folders (tests, test fixtures and type declarations left out). */
export function renderingFiles(root: string, folders: readonly string[] = RENDERING_FOLDERS): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(relative);
      if (!/\.tsx?$/.test(entry.name) || /\.(test|d)\.tsx?$/.test(entry.name)) return [];
      return [relative];
    });
  return folders.flatMap(walk).sort();
}
