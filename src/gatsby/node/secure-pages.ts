import fs from "node:fs";
import path from "node:path";
import { hasNulBytes, removeNulBytes } from "./nul-bytes";
import { inlineScripts, pagePolicy, sha256Source, withPagePolicy } from "./page-policy";

export interface SecuredPages {
  pages: number;
  /** Distinct inline scripts over all pages, each allowed by its hash on the pages that hold it. */
  inlineScripts: number;
  /** Pages that held NUL bytes, relative to the folder. */
  cleaned: string[];
}

/** Gatsby's own build parts (slice fragments), not served: firebase.json's hosting "ignore" leaves them out. */
const BUILD_PARTS = "_gatsby";

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === BUILD_PARTS ? [] : htmlFiles(full);
    return entry.isFile() && entry.name.endsWith(".html") ? [full] : [];
  });
}

/**
 * Every HTML page under `dir` (the built public/): NUL bytes removed, then its own Content-Security-Policy meta
 * element with the hashes of its inline scripts. Throws, naming the pages, when a page still holds a NUL byte.
 */
export function securePages(dir: string, authEmulatorHost: string | null): SecuredPages {
  const files = htmlFiles(dir);
  const cleaned: string[] = [];
  const hashes = new Set<string>();
  for (const file of files) {
    const built = fs.readFileSync(file, "utf8");
    const html = removeNulBytes(built);
    if (html !== built) cleaned.push(path.relative(dir, file));
    const scripts = inlineScripts(html);
    for (const script of scripts) hashes.add(sha256Source(script));
    try {
      fs.writeFileSync(file, withPagePolicy(html, pagePolicy(scripts, authEmulatorHost)));
    } catch (error) {
      throw new Error(`${path.relative(dir, file)}: ${(error as Error).message}`);
    }
  }
  const dirty = files.filter((file) => hasNulBytes(fs.readFileSync(file, "utf8")));
  if (dirty.length > 0) {
    throw new Error(`NUL bytes left in ${dirty.map((file) => path.relative(dir, file)).join(", ")}`);
  }
  return { pages: files.length, inlineScripts: hashes.size, cleaned };
}
