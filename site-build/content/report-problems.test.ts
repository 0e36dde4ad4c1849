/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { CONTENT_FILE_NAMES, isFolder } from "../../src/content/content-files";
import { contentFileCount } from "./content-on-disk";
import { formatProblem, formatProblems, githubAnnotation } from "./report-problems";
import { contentRoot, readFixture, ROOT } from "./test-support";

const tissu = {
  file: "content/classes/tissu.json",
  field: "schedule[1].end",
  message: "שעת הסיום צריכה להיות אחרי שעת ההתחלה",
  line: 40,
  column: 9,
};

describe("formatProblem", () => {
  it("starts with file:line:column, so editors and terminals link to the place", () => {
    expect(formatProblem(tissu)).toBe(
      'content/classes/tissu.json:40:9: בשדה "schedule[1].end": שעת הסיום צריכה להיות אחרי שעת ההתחלה',
    );
    expect(formatProblem({ file: "content/site.json", message: "הקובץ חסר" })).toBe("content/site.json: הקובץ חסר");
  });

  it("writes the build's message as a heading and one line per problem", () => {
    expect(formatProblems([tissu, { file: "content/site.json", message: "הקובץ חסר" }])).toBe(
      [
        "בתוכן שבתיקייה content/ יש 2 בעיות:",
        '  content/classes/tissu.json:40:9: בשדה "schedule[1].end": שעת הסיום צריכה להיות אחרי שעת ההתחלה',
        "  content/site.json: הקובץ חסר",
      ].join("\n"),
    );
  });
});

describe("githubAnnotation", () => {
  it("writes GitHub's error command with the file, line and column", () => {
    expect(githubAnnotation(tissu)).toBe(
      '::error file=content/classes/tissu.json,line=40,col=9::בשדה "schedule[1].end": שעת הסיום צריכה להיות אחרי שעת ההתחלה',
    );
  });

  it("escapes what the command format reserves", () => {
    expect(githubAnnotation({ file: "content/a,b:c.json", message: "100% wrong\nreally" })).toBe(
      "::error file=content/a%2Cb%3Ac.json::100%25 wrong%0Areally",
    );
  });
});

describe("npm run check:content", () => {
  const run = (root: string, env: Record<string, string> = {}) =>
    spawnSync(path.join(ROOT, "node_modules/.bin/tsx"), [path.join(ROOT, "scripts/check-content.ts"), root], {
      encoding: "utf8",
      env: { ...process.env, GITHUB_ACTIONS: "", ...env },
    });
  const broken = () => contentRoot({ booking: readFixture("booking").replace('"priceILS": 60', '"priceILS": 60.5') });

  it("prints each problem as content/FILE.json:LINE:COLUMN and fails, counting each entry file", () => {
    const root = broken();
    const { status, stdout } = run(root);
    expect(stdout.split("\n")[0]).toBe('content/booking.json:2:3: בשדה "priceILS": צריך להיות מספר שלם של שקלים');
    const files = contentFileCount(root);
    // Each settings file, and each entry's own file in the folders.
    expect(files).toBeGreaterThan(CONTENT_FILE_NAMES.filter((name) => !isFolder(name)).length + 10);
    expect(stdout).toMatch(new RegExp(`content/: נבדקו ${files} קבצים ב־[\\d.]+ שניות, נמצאה בעיה אחת\\n$`));
    expect(status).toBe(1);
  });

  it("prints GitHub annotations in GitHub Actions", () => {
    const { stdout } = run(broken(), { GITHUB_ACTIONS: "true" });
    expect(stdout.split("\n")[0]).toBe(
      '::error file=content/booking.json,line=2,col=3::בשדה "priceILS": צריך להיות מספר שלם של שקלים',
    );
  });

  it("passes on the shipped content", () => {
    const { status, stdout } = run(ROOT);
    // No problem; then the report of the English that the content lacks, which is no problem either.
    expect(stdout).toMatch(/לא נמצאו בעיות\nאנגלית: [^\n]+\n$/);
    expect(status).toBe(0);
  });
});
