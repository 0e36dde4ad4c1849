/**
 * Who owns a file by .github/CODEOWNERS, as GitHub reads it: each line a pattern (gitignore's syntax, without `!`
 * and `[…]`, which GitHub does not support) and its owners; the last line that matches a path decides, and a line
 * with no owners leaves the paths it matches unowned. Read by the tests of the repository's policy
 * (pipeline-rules.test.ts) and by the GitHub stand-in's ruleset (e2e/github-stand-in.ts).
 */

export interface OwnerRule {
  pattern: string;
  owners: string[];
  matches: (path: string) => boolean;
}

const escape = (text: string) => text.replace(/[.+^${}()|\\]/g, "\\$&");

/** One pattern's path segments as a regular expression: `**` any folders, `*` and `?` within one name. */
function segmentsRegex(pattern: string): string {
  return pattern
    .split(/(\*\*\/|\/\*\*$|\*|\?)/)
    .map((part) => {
      if (part === "**/") return "(?:.*/)?";
      if (part === "/**") return "/.*";
      if (part === "*") return "[^/]*";
      if (part === "?") return "[^/]";
      return escape(part);
    })
    .join("");
}

/**
 * Whether a CODEOWNERS pattern matches a file's path (relative to the repository, no leading slash). A pattern with a
 * slash at its start or in its middle is anchored at the repository's root; one without matches a name at any depth.
 * A pattern ending in a slash matches what is inside that folder; one ending in `/*` the files directly in it (GitHub:
 * `notes/*` is not `notes/a/b.md`); any other the path itself or, when the path is a file inside it, a folder of that
 * name.
 */
export function patternMatcher(pattern: string): (path: string) => boolean {
  const folderOnly = pattern.endsWith("/");
  const body = pattern.replace(/^\//, "").replace(/\/$/, "");
  const anchored = pattern.startsWith("/") || body.includes("/");
  const inside = folderOnly ? "/.*" : body.endsWith("/*") ? "" : "(?:/.*)?";
  const regex = new RegExp(`^${anchored ? "" : "(?:.*/)?"}${segmentsRegex(body)}${inside}$`);
  return (path) => regex.test(path);
}

/** The rules of a CODEOWNERS file, in its order. */
export function readCodeOwners(text: string): OwnerRule[] {
  return text
    .split("\n")
    .map((line) => line.replace(/(^|\s)#.*$/, "").trim())
    .filter(Boolean)
    .map((line) => {
      const [pattern, ...owners] = line.split(/\s+/) as [string, ...string[]];
      return { pattern, owners, matches: patternMatcher(pattern) };
    });
}

/** The owners of `path`: the last matching rule's, none when it names none or no rule matches. */
export function ownersOf(rules: readonly OwnerRule[], path: string): string[] {
  return rules.filter((rule) => rule.matches(path)).at(-1)?.owners ?? [];
}
