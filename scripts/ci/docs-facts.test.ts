/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { contentFiles } from "../../src/content/content-files";
import { SPEC_CLASS_SLUGS } from "../../src/content/fixed-lists";
import { SIMILAR_CLASSES_OFFERED } from "../../src/lib/class-status";
import { FIXED_PAGES } from "../../src/lib/fixed-pages";
import { DROPDOWN_GROUPS } from "../../src/lib/menu";

/**
 * What the guides say of the site that the code can contradict: docs/site.md's table of routes has a row for every
 * fixed page and every kind of content page, and a count the guides write (the twelve class routes of the first
 * specification) is the code's. A count of today's content ("five coaches today") is not written at all: the studio
 * changes its content without a developer, and the guides would go stale unseen.
 */
const ROOT = path.resolve(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
/** The guides in English: the editors' guides, docs/editing.md and docs/editing-json.md, are Hebrew, whose numbers this does not read. */
const GUIDES = ["README.md", ...fs.readdirSync(path.join(ROOT, "docs")).map((name) => `docs/${name}`)].filter(
  (file) => file.endsWith(".md") && !["docs/editing.md", "docs/editing-json.md"].includes(file),
);

const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
];
const NUMBER = `(?:\\d+|${NUMBER_WORDS.join("|")})`;
/** A number of things rather than "one page" or "two classes" said of any one or two. */
const COUNTING_NUMBER = `(?:\\d+|${NUMBER_WORDS.slice(3).join("|")})`;
const valueOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word.toLowerCase()));
/** The words of a count, N where its number stands. */
const countOf = (words: string) => new RegExp(`\\b${words.replace("N", `(${NUMBER})`)}\\b`, "gi");

/** A count the guides may write, with the number it must be and where that number lives. */
interface Claim {
  /** The words, the number captured first. */
  words: RegExp;
  is: number;
  from: string;
}

const CLAIMS: Claim[] = [
  {
    words: countOf("N class routes"),
    is: SPEC_CLASS_SLUGS.length,
    from: "SPEC_CLASS_SLUGS (src/content/fixed-lists.ts)",
  },
  {
    words: countOf("N dropdown(?:s| buttons)"),
    is: DROPDOWN_GROUPS.length,
    from: "DROPDOWN_GROUPS (src/lib/menu.ts)",
  },
  {
    words: countOf("up to N (?:similar )?running classes"),
    is: SIMILAR_CLASSES_OFFERED,
    from: "SIMILAR_CLASSES_OFFERED (src/lib/class-status.ts)",
  },
];

/** A number of things the site has, which the code or the content decides: it must be one of CLAIMS. */
const COUNT = new RegExp(
  `\\b${COUNTING_NUMBER}(?: [a-z-]+)? (?:pages|routes|classes|coaches|cards|dropdowns|dropdown buttons|sports|sections|products|events|questions|links|dates|groups)\\b`,
  "gi",
);
/** A count of today's content: "(five today)", "six and five today", "one address today", "today the spec's five". */
const TODAY = new RegExp(
  `\\b${NUMBER}(?: and ${NUMBER})?(?: [a-z]+)? today\\b|\\btoday(?: [a-z']+){0,2} ${NUMBER}\\b`,
  "gi",
);

/** Each claim's counts in `text` that are not its number, as `"words": number`. */
function wrongCounts(text: string, claims = CLAIMS): string[] {
  return claims.flatMap(({ words, is, from }) =>
    [...text.matchAll(words)]
      .filter(([, number]) => valueOf(number!) !== is)
      .map(([phrase]) => `"${phrase}": ${is}, from ${from}`),
  );
}

/** The counts in `text` that no claim checks, and the counts of today's content. */
function uncheckedCounts(text: string, claims = CLAIMS): string[] {
  const checked = claims.flatMap(({ words }) =>
    [...text.matchAll(words)].map((match) => [match.index, match.index + match[0].length] as const),
  );
  const within = (match: RegExpMatchArray) =>
    checked.some(([start, end]) => match.index! >= start && match.index! + match[0].length <= end);
  return [
    ...[...text.matchAll(COUNT)].filter((match) => !within(match)).map(([phrase]) => phrase),
    ...[...text.matchAll(TODAY)].map(([phrase]) => phrase),
  ];
}

/** The cells of the first column of the first table after `heading`. */
function firstColumn(markdown: string, heading: string): string[] {
  const lines = markdown.slice(markdown.indexOf(heading)).split("\n");
  const start = lines.findIndex((line) => line.startsWith("|"));
  const end = lines.findIndex((line, index) => index > start && !line.startsWith("|"));
  return lines.slice(start + 2, end).map((line) => line.split("|")[1]!.trim());
}

describe("docs/site.md's table of routes", () => {
  const listed = firstColumn(read("docs/site.md"), "## Routes").flatMap((cell) =>
    [...cell.matchAll(/`([^`]+)`/g)].map(([, route]) => route!),
  );

  it("has a row for every fixed page (src/lib/fixed-pages.ts)", () => {
    expect(FIXED_PAGES.map((page) => page.path).filter((route) => !listed.includes(route))).toEqual([]);
  });

  it("names each class route that the first specification fixes (src/content/fixed-lists.ts)", () => {
    const site = read("docs/site.md");
    expect(SPEC_CLASS_SLUGS.filter((slug) => !site.includes(`\`${slug}\``))).toEqual([]);
  });

  it("has a row for the home page and every kind of content page (content-files.ts)", () => {
    const contentRoutes = contentFiles().flatMap((file) => (file.route ? [`${file.route.prefix}{slug}`] : []));
    expect(contentRoutes.length).toBeGreaterThan(0);
    expect(["/", ...contentRoutes].filter((route) => !listed.includes(route))).toEqual([]);
  });
});

describe("the counts the guides write", () => {
  it.each(GUIDES)("%s: each is the code's number", (file) => {
    expect(wrongCounts(read(file))).toEqual([]);
  });

  it.each(GUIDES)("%s: none that nothing checks, and none of today's content", (file) => {
    expect(uncheckedCounts(read(file))).toEqual([]);
  });

  it("every count that a claim checks is still written somewhere", () => {
    const guides = GUIDES.map(read).join("\n");
    expect(CLAIMS.filter(({ words }) => !new RegExp(words).test(guides)).map(({ from }) => from)).toEqual([]);
  });

  it("finds a wrong count, a count nothing checks and a count of today's content", () => {
    const claims = [{ words: countOf("N class routes"), is: 12, from: "the list" }];
    const text =
      "The eleven class routes; the twelve class routes; the fixed class routes. The 29 pages, two classes, and " +
      "the coaches (five today); one address today; the sports, today the spec's five; today, the visitor's date.";
    expect(wrongCounts(text, claims)).toEqual(['"eleven class routes": 12, from the list']);
    expect(uncheckedCounts(text, claims)).toEqual([
      "29 pages",
      "five today",
      "one address today",
      "today the spec's five",
    ]);
  });
});
