/** @jest-environment node */
/**
 * No dependency's install script runs in any install (docs/installing.md): the project's .npmrc turns them off,
 * and every package of the lockfile that has one is denied in package.json's allowScripts and named, with its
 * reason, in docs/installing.md's table.
 */
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

interface LockEntry {
  hasInstallScript?: boolean;
}

/** The names of the lockfile's packages that have an install script. */
export function packagesWithInstallScripts(lock: { packages: Record<string, LockEntry> }): string[] {
  const names = Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([where]) => where.slice(where.lastIndexOf("node_modules/") + "node_modules/".length));
  return [...new Set(names)].sort();
}

/** The package names in backticks in the first column of docs/installing.md's table. */
const namedInTheGuide = () =>
  read("docs/installing.md")
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) => [...line.split("|")[1]!.matchAll(/`([^`]+)`/g)].map(([, name]) => name!));

describe("install scripts", () => {
  const withScripts = packagesWithInstallScripts(JSON.parse(read("package-lock.json")));

  it("are off for every install, in the project's own npm configuration", () => {
    expect(read(".npmrc")).toMatch(/^ignore-scripts=true$/m);
  });

  it("are each denied in allowScripts, and allowScripts names no other package", () => {
    const allowScripts = (JSON.parse(read("package.json")) as { allowScripts: Record<string, boolean> }).allowScripts;
    expect(Object.keys(allowScripts).sort()).toEqual(withScripts);
    expect(Object.values(allowScripts).every((allowed) => allowed === false)).toBe(true);
  });

  it("are each named with the reason in docs/installing.md", () => {
    expect(withScripts.length).toBeGreaterThan(0);
    expect(withScripts.filter((name) => !namedInTheGuide().includes(name))).toEqual([]);
  });

  it("are found in a lockfile by package name, nested copies once", () => {
    const lock = {
      packages: {
        "": {},
        "node_modules/sharp": { hasInstallScript: true },
        "node_modules/a/node_modules/core-js": { hasInstallScript: true },
        "node_modules/core-js": { hasInstallScript: true },
        "node_modules/@scope/tool": { hasInstallScript: true },
        "node_modules/plain": {},
      },
    };
    expect(packagesWithInstallScripts(lock)).toEqual(["@scope/tool", "core-js", "sharp"]);
  });
});
