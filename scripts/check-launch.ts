// `npm run check:launch`: what must still be replaced in content/ before the site goes live (sample addresses,
// the sample phone, values only the studio knows, sample texts), one line each, `content/FILE.json:LINE:COLUMN:
// message`, or GitHub annotations in GitHub Actions; exit code 1 while anything is left. The live deploy runs it
// first; previews do not. An optional argument names another project root (the tests check copies of the content).
import path from "node:path";
import { checkLaunchOnDisk } from "../site-build/content/launch-check";
import { formatProblem, githubAnnotation } from "../site-build/content/report-problems";

const findings = checkLaunchOnDisk(path.resolve(process.argv[2] ?? path.join(__dirname, "..")));
const write = process.env.GITHUB_ACTIONS === "true" ? githubAnnotation : formatProblem;
for (const finding of findings) console.log(write(finding));
const left =
  findings.length === 1
    ? "נשאר ערך אחד להחליף לפני העלייה לאוויר"
    : findings.length
      ? `נשארו ${findings.length} ערכים להחליף לפני העלייה לאוויר`
      : "לא נשארו ערכים לדוגמה: התוכן מוכן לעלייה לאוויר";
console.log(`content/: ${left}`);
process.exitCode = findings.length > 0 ? 1 : 0;
