// `npx tsx scripts/content-x5.ts DIR`: a copy of the project in DIR whose content has five times today's classes
// and coaches, for measuring how the header, the menus and the pages hold as the studio grows (issue 28);
// `npx tsx scripts/content-x5.ts DIR --more N`: the studio's own content and N more classes and coaches after it,
// for running the browser tests on a studio a little larger than today's (3 more: 8 coaches). Build
// and test it there as here (`cd DIR && npm run build`, then Playwright with another E2E_PORT); the code is
// today's worktree, copied, and node_modules is a link to this one's. Media is reused by name, so static/ is
// copied as it is.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { contentPath, type ContentFileName } from "../src/content/content-files";
import { entryFileTexts, readContentData } from "../site-build/content/content-on-disk";
import { contentWithMore, contentX5, type X5Class, type X5Coach } from "./content-x5-data";

const ROOT = path.join(__dirname, "..");

function copyProject(target: string) {
  const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" }).split("\0");
  fs.rmSync(target, { recursive: true, force: true });
  for (const file of tracked.filter(Boolean)) {
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(target, file));
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(target, "node_modules"));
}

/** A folder kind's entries in `root`, each its own file, in place of the folder's files. */
function writeEntries(root: string, name: ContentFileName, entries: readonly unknown[]) {
  fs.rmSync(path.join(root, contentPath(name)), { recursive: true, force: true });
  fs.mkdirSync(path.join(root, contentPath(name)), { recursive: true });
  for (const { file, text } of entryFileTexts(name, entries)) fs.writeFileSync(path.join(root, file), text);
}

const [target, option, count] = process.argv.slice(2);
const more = option === "--more" ? Number(count) : undefined;
if (!target || (option && !(more! > 0 && Number.isInteger(more))))
  throw new Error("usage: npx tsx scripts/content-x5.ts DIR [--more N]");
const dir = path.resolve(target);
if (dir === ROOT) throw new Error("DIR must not be this project");

copyProject(dir);
const studio = [readContentData(ROOT, "classes") as X5Class[], readContentData(ROOT, "coaches") as X5Coach[]] as const;
const { classes, coaches } = more ? contentWithMore(...studio, more) : contentX5(...studio);
writeEntries(dir, "classes", classes);
writeEntries(dir, "coaches", coaches);
console.log(`${dir}: ${classes.length} classes, ${coaches.length} coaches`);
