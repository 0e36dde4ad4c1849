import fs from "node:fs";
import path from "node:path";
import { EDITOR_LANGUAGE, HEBREW_STRINGS } from "../../content/editor-strings";

/**
 * The content editor in Hebrew, its own words too, through Sveltia's own mechanism for the languages of its
 * interface. Sveltia 0.221.1 bundles its English strings and fetches any other language's file, by the code of a
 * language on its list, from `<its package>@<version>/locales/<code>.json` (the package's address is the editor's
 * own copy: content-editor.ts), choosing the language from its preferences or else from the browser's. It has no
 * Hebrew and takes no language from outside its list (its `registerLocale` is not implemented). So the build:
 * - puts Hebrew on its list, with English, the language its strings fall back to, and no other (none is served);
 * - makes Hebrew the language it chooses by itself, whatever the browser's;
 * - turns off its copy of a fetched language file in the browser's storage, kept per Sveltia version: a change to
 *   the Hebrew file without an upgrade would not reach an editor opened before;
 * - serves this project's Hebrew strings (HEBREW_STRINGS) where Sveltia fetches them, from the editor's origin.
 * Each change throws when the script does not have what it changes, exactly once: a new version does it some other
 * way, and this file must be looked at again.
 */
const FALLBACK_LANGUAGE = "en-US";

/** Replaces the one match of `pattern` in `script` with `replacement`; throws, saying `what`, on none or more. */
function replaceOnce(script: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = script.match(new RegExp(pattern.source, "g")) ?? [];
  if (matches.length !== 1) {
    throw new Error(
      `The editor's script has ${what} ${matches.length} times, not once: look at editor-locale.ts again`,
    );
  }
  return script.replace(pattern, replacement);
}

/** Sveltia's list of its languages: `ar,bg,…,en-US,…,zh-TW`.split(`,`). */
const LANGUAGES = /`((?:[a-z]{2,3}(?:-[A-Z]{2})?,)*en-US(?:,[a-z]{2,3}(?:-[A-Z]{2})?)*)`\.split\(`,`\)/;
/** The language it chooses by itself: the browser's first one on its list, or English. */
const AUTOMATIC = /([\w$]+)=\(\)=>\{let ([\w$]+)=[\w$]+\(\);return \2&&[\w$]+\.includes\(\2\)\?\2:[\w$]+\}/;
/** Whether it keeps a fetched language file in the browser's storage (always, in 0.221.1). */
const KEPT = /([\w$]+)=\(\)=>!0(,[\w$]+=async [\w$]+=>\{if\(\1\(\)\)try\{let\{_locale:)/;
/** Where it fetches a language's file: `${package}@${version}/locales`. */
const LOCALES_FOLDER = /`\$\{[\w$]+\}@\$\{[\w$]+\}\/locales`/;

/** The editor's script speaking Hebrew (above). */
export function withHebrewInterface(script: string): string {
  replaceOnce(script, LOCALES_FOLDER, "$&", "the address of its language files");
  let out = replaceOnce(
    script,
    LANGUAGES,
    `\`${EDITOR_LANGUAGE},${FALLBACK_LANGUAGE}\`.split(\`,\`)`,
    "its list of languages",
  );
  out = replaceOnce(out, AUTOMATIC, `$1=()=>\`${EDITOR_LANGUAGE}\``, "the language it chooses by itself");
  return replaceOnce(out, KEPT, "$1=()=>!1$2", "its copy of a language file");
}

/** Where the editor's site serves the Hebrew file, below the editor's folder: `package@0.221.1/locales/he.json`. */
export const hebrewStringsPath = (packageCopy: string, version: string) =>
  path.join(`${packageCopy}@${version}`, "locales", `${EDITOR_LANGUAGE}.json`);

/** Writes the Hebrew file below the editor's folder `target`, where the script fetches it. */
export function writeHebrewStrings(root: string, target: string, packageCopy: string, version: string) {
  const file = path.join(target, hebrewStringsPath(packageCopy, version));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.copyFileSync(path.join(root, HEBREW_STRINGS), file);
}
