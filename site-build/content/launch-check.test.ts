/**
 * @jest-environment node
 *
 * `npm run check:launch` (issue 29) on copies of the fixture content (src/test-fixtures/content), which ships the
 * same placeholders as content/: it lists every one, in Hebrew, at its file, line and column, and fails; on the
 * same content with every placeholder replaced it passes.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { CONTENT_FILE_NAMES, type ContentFileName } from "../../src/content/content-files";
import { checkLaunchOnDisk, SAMPLE_TEXTS } from "./launch-check";
import { formatProblem } from "./report-problems";
import { contentRoot, readFixture, ROOT } from "./test-support";

/** The fixture's text of each file with what the studio would write instead of each placeholder. */
function launchReadyTexts(): Partial<Record<ContentFileName, string>> {
  const ready = (text: string) =>
    text
      .replace(/motionlab\.example/g, "motionlab.co.il")
      .replace(/booking\.provider\.example/g, "booking.motionlab.co.il")
      .replace(/\+972501234567/g, "+972547654321")
      .replace(/\[\[[^\]]*\]\]/g, "נכתב בידי הסטודיו")
      .replace("רונית אברהם", "מיכל לוי");
  const texts: Partial<Record<ContentFileName, string>> = Object.fromEntries(
    CONTENT_FILE_NAMES.map((name) => [name, ready(readFixture(name))]),
  );
  const faq = JSON.parse(texts.faq!) as { slug: string; answer: string[] }[];
  faq.find((entry) => entry.slug === "cancel-or-move")!.answer = ["אפשר לבטל עד יום לפני השיעור."];
  // The spec's example dates are past: the studio blocks its own days to come.
  const booking = JSON.parse(texts.booking!) as { blockedDates: string[] };
  booking.blockedDates = ["2099-12-31"];
  return {
    ...texts,
    faq: `${JSON.stringify(faq, null, 2)}\n`,
    booking: `${JSON.stringify(booking, null, 2)}\n`,
  };
}

const lines = (root: string) => checkLaunchOnDisk(root).map(formatProblem);

describe("the launch check", () => {
  it("lists every kind of placeholder the content ships, each at its file, entry, field, line and column", () => {
    const found = lines(contentRoot());
    for (const line of found) expect(line).toMatch(/^content\/(\w+\/)?[\w-]+\.json:\d+:\d+: .*[\u05d0-\u05ea]/);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/site\.json:\d+:\d+: בשדה "email": כתובת לדוגמה \(info@motionlab\.example\)/),
        expect.stringMatching(/^content\/site\.json:\d+:\d+: בשדה "phone": טלפון לדוגמה \(050-123-4567\)/),
        expect.stringMatching(/בשדה "bookingProvider\.trialFormUrl": מערכת ההזמנות לדוגמה/),
        expect.stringMatching(
          /בשדה "social\.instagram": כתובת לדוגמה \(https:\/\/www\.instagram\.com\/motionlab\.example\)/,
        ),
        expect.stringMatching(/בשדה "legalEntity\.number": ערך שרק הסטודיו יודע: /),
        expect.stringMatching(/בשדה "premises\.accessibleToilet": ערך שרק הסטודיו יודע: /),
        expect.stringMatching(/^content\/faq\.json:\d+:\d+: ברשומה "cancel-or-move", בשדה "answer": /),
        expect.stringMatching(/בשדה "accessibility\.coordinator": שם לדוגמה/),
        expect.stringMatching(/^content\/events\/[a-z0-9-]+\.json:\d+:\d+: בשדה "registerUrl": מערכת ההזמנות/),
      ]),
    );
    expect(new Set(found).size).toBe(found.length);
  });

  it("points at the field that holds the placeholder", () => {
    const [first] = checkLaunchOnDisk(contentRoot());
    const line = readFixture("site").split("\n")[first!.line! - 1]!;
    expect(line.slice(first!.column! - 1)).toMatch(/^"siteUrl": "https:\/\/www\.motionlab\.example"/);
  });

  it("finds a placeholder written anew anywhere, and a sample text only while it is the sample", () => {
    const texts = launchReadyTexts();
    texts.studio = readFixture("studio").replace('"title": "', '"title": "[[להשלמה: שם האיזור]] ');
    texts.site = texts.site!.replace("instagram.com/motionlab.co.il", "instagram.com/motionlab.example");
    expect(lines(contentRoot(texts))).toEqual([
      expect.stringMatching(/^content\/site\.json:\d+:\d+: בשדה "social\.instagram": כתובת לדוגמה/),
      expect.stringMatching(
        /^content\/studio\.json:\d+:\d+: ברשומה #1, בשדה "title": ערך שרק הסטודיו יודע: שם האיזור$/,
      ),
    ]);
    expect(SAMPLE_TEXTS.map((sample) => sample.file)).toEqual(["faq", "site"]);
  });

  it("finds a blocked date already past on the build's day, and takes one to come", () => {
    const texts = launchReadyTexts();
    const booking = JSON.parse(texts.booking!) as { blockedDates: string[] };
    booking.blockedDates = ["2030-05-01", "2030-04-30"];
    texts.booking = `${JSON.stringify(booking, null, 2)}\n`;
    expect(checkLaunchOnDisk(contentRoot(texts), "2030-05-01").map(formatProblem)).toEqual([
      expect.stringMatching(/^content\/booking\.json:\d+:\d+: בשדה "blockedDates\[1\]": תאריך שכבר עבר \(2030-04-30\)/),
    ]);
  });

  it("finds the English twins' placeholders once the English site is open, and none while it is closed", () => {
    const texts = launchReadyTexts();
    const twin = `{\n  "legalEntity": {\n    "name": "[[To fill: the business's registered name]]"\n  }\n}\n`;
    const rootWith = (englishSite: boolean) => {
      const root = contentRoot({
        ...texts,
        site: texts.site!.replace(/"englishSite": \w+/, `"englishSite": ${englishSite}`),
      });
      fs.writeFileSync(path.join(root, "content/site.en.json"), twin);
      return root;
    };
    expect(lines(rootWith(false))).toEqual([]);
    expect(lines(rootWith(true))).toEqual([
      'content/site.en.json:3:5: בשדה "legalEntity.name": ערך שרק הסטודיו יודע: the business\'s registered name',
    ]);
  });

  it("finds nothing in content whose placeholders were all replaced", () => {
    expect(lines(contentRoot(launchReadyTexts()))).toEqual([]);
  });
});

describe("npm run check:launch", () => {
  const run = (root: string) =>
    spawnSync(path.join(ROOT, "node_modules/.bin/tsx"), [path.join(ROOT, "scripts/check-launch.ts"), root], {
      encoding: "utf8",
      env: { ...process.env, GITHUB_ACTIONS: "" },
    });

  it("prints each placeholder and fails while any is left", () => {
    const { status, stdout } = run(contentRoot());
    expect(stdout.split("\n")[0]).toMatch(/^content\/site\.json:3:3: בשדה "siteUrl": כתובת לדוגמה/);
    expect(stdout).toMatch(/content\/: נשארו \d+ ערכים להחליף לפני העלייה לאוויר\n$/);
    expect(status).toBe(1);
  });

  it("passes once every placeholder is replaced", () => {
    const { status, stdout } = run(contentRoot(launchReadyTexts()));
    expect(stdout).toBe("content/: לא נשארו ערכים לדוגמה: התוכן מוכן לעלייה לאוויר\n");
    expect(status).toBe(0);
  });
});
