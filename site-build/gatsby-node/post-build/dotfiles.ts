import fs from "node:fs";
import path from "node:path";

/**
 * Removes the files whose names start with a dot from a built folder (Gatsby copies static/ as it is, so git's
 * `.gitkeep` of an empty picture folder lands in public/), and returns their paths below it. Hosting never serves
 * them (firebase.json ignores `**\/.*`), and the deploy job refuses a build that holds one: it could steer npm or the CLI.
 */
export function removeDotfiles(dir: string): string[] {
  const entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[];
  const dotfiles = entries
    .filter((entry) => entry.isFile() && entry.name.startsWith("."))
    .map((entry) => path.join(entry.parentPath, entry.name));
  for (const file of dotfiles) fs.rmSync(file);
  return dotfiles.map((file) => path.relative(dir, file));
}
