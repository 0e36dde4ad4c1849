import fs from "node:fs";
import path from "node:path";

export interface BuiltPage {
  /** The file, relative to public/: "index.html", "classes/tissu/index.html", "404.html". */
  file: string;
  /** The route it serves ("/classes/tissu"), or null for the not-found pages. */
  route: string | null;
}

/**
 * One rewrite or check of a built page. It receives the page as the steps before it left it and returns it as the
 * next step gets it; it throws (MissingMarker, marker.ts) when the page is not as it expects, never skips quietly.
 */
export interface PageStep {
  /** What the step does, for the build's messages. */
  name: string;
  /** The pages it applies to; every page when left out. */
  appliesTo?: (page: BuiltPage) => boolean;
  rewrite: (html: string, page: BuiltPage) => string;
}

export interface RewrittenPage extends BuiltPage {
  /** The page as written: what a step over the whole site (a header of every page's hashes...) reads. */
  html: string;
  /** The names of the steps that changed it. */
  changedBy: string[];
}

function rewrite(built: string, page: BuiltPage, steps: readonly PageStep[]): RewrittenPage {
  let html = built;
  const changedBy: string[] = [];
  for (const step of steps) {
    if (step.appliesTo && !step.appliesTo(page)) continue;
    const next = step.rewrite(html, page);
    if (next !== html) changedBy.push(step.name);
    html = next;
  }
  return { ...page, html, changedBy };
}

/**
 * The post-build pass: reads each built page once, runs every step on it in order, and writes it once. When a step
 * throws on any page, nothing is written and the error names every page that failed and why.
 */
export function rewritePages(publicDir: string, pages: readonly BuiltPage[], steps: readonly PageStep[]) {
  const failures: string[] = [];
  const results: { result: RewrittenPage; built: string }[] = [];
  for (const page of pages) {
    const built = fs.readFileSync(path.join(publicDir, page.file), "utf8");
    try {
      results.push({ result: rewrite(built, page, steps), built });
    } catch (error) {
      failures.push(`public/${page.file}: ${(error as Error).message}`);
    }
  }
  if (failures.length > 0) throw new Error(failures.join("\n"));
  for (const { result, built } of results) {
    if (result.html !== built) fs.writeFileSync(path.join(publicDir, result.file), result.html);
  }
  return results.map(({ result }) => result);
}
