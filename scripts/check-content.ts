// `npm run check:content`: the build's content check without the build. One line per problem,
// `content/FILE.json:LINE:COLUMN: message` (an entry's own file: content/classes/tissu.json:LINE:COLUMN), or GitHub annotations when run in GitHub Actions; exit code 1 on any.
// Then what English the content lacks (a report, not a problem): a line, and with --english (or once the English
// site is open) each file with its texts.
// An optional argument names another project root (the tests check copies of the content).
import path from "node:path";
import { contentFileCount, readContentData } from "../site-build/content/content-on-disk";
import { checkContentOnDisk } from "../site-build/content/load-content";
import { formatProblem, githubAnnotation } from "../site-build/content/report-problems";
import { englishGaps, englishGapsSummary } from "../site-build/content/english-twins";

const started = performance.now();
const args = process.argv.slice(2);
const root = path.resolve(args.find((arg) => !arg.startsWith("--")) ?? path.join(__dirname, ".."));
const problems = checkContentOnDisk(root);
const write = process.env.GITHUB_ACTIONS === "true" ? githubAnnotation : formatProblem;
for (const problem of problems) console.log(write(problem));
const seconds = ((performance.now() - started) / 1000).toFixed(2);
const found =
  problems.length === 1 ? "נמצאה בעיה אחת" : problems.length ? `נמצאו ${problems.length} בעיות` : "לא נמצאו בעיות";
console.log(`content/: נבדקו ${contentFileCount(root)} קבצים ב־${seconds} שניות, ${found}`);
if (problems.length === 0) {
  const gaps = englishGaps(root);
  console.log(englishGapsSummary(gaps));
  if (args.includes("--english") || readContentData(root, "site").englishSite)
    for (const { file, fields } of gaps) console.log(`  ${file}: ${fields.join(", ")}`);
}
process.exitCode = problems.length > 0 ? 1 : 0;
