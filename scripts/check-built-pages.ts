// `npm run check:built [public folder]`: the outside checkers over every page of the production build (`npm run build`
// first), one line per problem, `public/FILE:LINE:COLUMN: message`, exit code 1 on any
// (docs/decisions.md, "Quality bars"):
// - the Nu Html Checker (scripts/built-pages/nu-html.ts) finds no error but those listed as known, each with its
//   reason (scripts/built-pages/nu-html-known.ts);
// - structured-data-testing-tool passes every page's sharing tags and schema.org data (sharing-tags.ts).
import fs from "node:fs";
import path from "node:path";
import { siteRoutes } from "../site-build/gatsby-node/site-routes";
import { builtPages } from "../site-build/gatsby-node/post-build/built-pages";
import { nuHtmlErrors, unexplainedMessages } from "./built-pages/nu-html";
import { KNOWN_NU_MESSAGES } from "./built-pages/nu-html-known";
import { sharingProblems } from "./built-pages/sharing-tags";

const ROOT = path.join(__dirname, "..");
/** The built site: public/, or the folder the first argument names (another checkout's build). */
const PUBLIC = path.resolve(process.argv[2] ?? path.join(ROOT, "public"));
const shown = (file: string) => path.relative(ROOT, file);

async function main() {
  const started = performance.now();
  const files = builtPages(PUBLIC, siteRoutes()).map((page) => path.join(PUBLIC, page.file));

  const problems: string[] = [];
  const nuErrors = nuHtmlErrors(files);
  const unexplained = unexplainedMessages(nuErrors, KNOWN_NU_MESSAGES);
  for (const error of unexplained) {
    const file = shown(new URL(error.url).pathname);
    problems.push(`${file}:${error.lastLine ?? 0}:${error.firstColumn ?? 0}: Nu Html Checker: ${error.message}`);
  }
  const nuSeconds = ((performance.now() - started) / 1000).toFixed(1);
  for (const file of files) {
    for (const problem of await sharingProblems(fs.readFileSync(file, "utf8"))) {
      problems.push(`${shown(file)}: structured-data-testing-tool: ${problem}`);
    }
  }
  for (const problem of problems) console.log(problem);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${files.length} built pages checked in ${seconds} s (Nu Html Checker ${nuSeconds} s, ${nuErrors.length} errors, ` +
      `${nuErrors.length - unexplained.length} of them known): ` +
      `${problems.length ? `${problems.length} problems` : "no problem"}`,
  );
  process.exitCode = problems.length > 0 ? 1 : 0;
}

void main();
