/**
 * Whether a pull request changes content only, which decides the checks it runs (docs/ci.md):
 * content only gets the content check, the build and the browser checks that content can break
 * (`npm run test:content`); anything else gets the whole suite (`npm test`).
 *
 * Content is what an editor changes in GitHub's web editor, and nothing a browser or the build runs: the JSON files of
 * content/ (its settings files and the entry files of its folders, content/classes/tissu.json), except the editors' JSON schemas in content/schemas/ (written from the code by `npm run content:schemas`,
 * and held to it by a unit test) and content/site.json (the studio's settings: the administrators' addresses, the
 * booking provider's pages, which security rests on); and the pictures, videos and fonts of static/, by their
 * extension, except anything under static/admin/ (the content editor's page and configuration, which say where the
 * editor signs in and what it may write). Everything else is code: scripts, pages, the editor, the lockfiles,
 * the Gatsby entry points. When in doubt a change is code: an empty list, an odd path, or a list that could not be
 * read.
 *
 * Usage in the workflow: node scripts/ci/change-kind.ts <base commit> <head commit>
 * It lists the changed files with git (every path of a rename, both its old and its new one), prints the verdict,
 * and writes `content-only=true|false` to $GITHUB_OUTPUT when that is set.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";

/** The extensions of the pictures, videos, captions and fonts of static/ that are content (in any case). */
export const STATIC_CONTENT_EXTENSIONS = [
  "jpg",
  "jpeg",
  "png",
  "webp",
  "avif",
  "gif",
  "svg",
  "ico",
  "mp4",
  "webm",
  "vtt",
  "woff",
  "woff2",
] as const;

/** The folders whose files are content, each with the files inside it that are, and the ones that are not. */
const CONTENT_FOLDERS: readonly { folder: string; only: RegExp; except: RegExp }[] = [
  { folder: "content/", only: /\.json$/, except: /^content\/(?:schemas\/|site\.json$)/ },
  {
    folder: "static/",
    only: new RegExp(`\\.(?:${STATIC_CONTENT_EXTENSIONS.join("|")})$`, "i"),
    except: /^static\/admin\//,
  },
];

/** Why a changed path is not content, or null when it is. */
export function notContent(path: string): string | null {
  if (path.startsWith("/") || path.split("/").some((part) => part === ".." || part === "." || part === ""))
    return "an unexpected path";
  const area = CONTENT_FOLDERS.find(({ folder }) => path.startsWith(folder));
  if (!area) return "outside content/ and static/";
  if (area.except.test(path) || !area.only.test(path)) return `not content, though in ${area.folder}`;
  return null;
}

export interface ChangeKind {
  contentOnly: boolean;
  /** The changed paths that are not content, each with the reason. */
  code: { path: string; reason: string }[];
}

/** Decides on the list of changed paths (as `git diff --name-only` gives them, relative to the repository). */
export function changeKind(paths: readonly string[]): ChangeKind {
  const code = paths.flatMap((path) => {
    const reason = notContent(path);
    return reason === null ? [] : [{ path, reason }];
  });
  return { contentOnly: paths.length > 0 && code.length === 0, code };
}

/** The paths changed between two commits, or null when git cannot say. */
function changedPaths(base: string, head: string): string[] | null {
  const diff = spawnSync("git", ["diff", "--name-only", "--no-renames", "-z", base, head], { encoding: "utf8" });
  if (diff.status !== 0) {
    process.stderr.write(diff.stderr);
    return null;
  }
  return diff.stdout.split("\0").filter(Boolean);
}

function main([base, head]: string[]) {
  if (!base || !head) throw new Error("usage: node scripts/ci/change-kind.ts <base commit> <head commit>");
  const paths = changedPaths(base, head);
  const kind = paths ? changeKind(paths) : { contentOnly: false, code: [] };
  if (!paths) console.log("The changed files could not be listed: the change counts as code.");
  else if (kind.contentOnly) console.log(`Content only (${paths.length} file(s)): the content checks run.`);
  else if (paths.length === 0) console.log("No file changed: the whole suite runs.");
  else {
    console.log("Code changes: the whole suite runs. Not content:");
    for (const { path, reason } of kind.code) console.log(`  ${path} (${reason})`);
  }
  if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `content-only=${kind.contentOnly}\n`);
}

// Run as a script (not when a test imports it).
if (process.argv[1]?.endsWith("scripts/ci/change-kind.ts")) main(process.argv.slice(2));
