import { structuredDataTest, type Result } from "structured-data-testing-tool";
import { Facebook, Google, Twitter } from "structured-data-testing-tool/presets";

/** The sharing tags that a page of the site must have, each with words in it. */
const SHARING_TAGS = [
  'meta[property="og:image"]',
  'meta[property="og:image:alt"]',
  'meta[name="twitter:image"]',
  'meta[name="twitter:image:alt"]',
];

/** The content of each sharing tag, or undefined where it is missing. */
function sharingTagContents(html: string): Map<string, string | undefined> {
  const metas = [...html.matchAll(/<meta\b[^>]*>/g)].map(([tag]) => tag);
  return new Map(
    SHARING_TAGS.map((selector) => {
      const [, attribute, value] = /^meta\[(\w+)="([^"]+)"\]$/.exec(selector)!;
      const tag = metas.find((meta) => meta.includes(`${attribute}="${value}"`));
      return [selector, tag ? /\scontent="([^"]*)"/.exec(tag)?.[1] : undefined];
    }),
  );
}

/**
 * What structured-data-testing-tool finds wrong with a built page: its Facebook and Twitter presets (the sharing
 * tags, the image's alternative text among them) and Google's (the page's schema.org JSON-LD), as failures, not its
 * warnings (optional tags such as twitter:site); then any sharing tag of SHARING_TAGS that is empty, which the tool
 * takes as present.
 */
export async function sharingProblems(html: string): Promise<string[]> {
  let result: Result;
  try {
    result = await structuredDataTest(html, { presets: [Facebook, Twitter, Google] });
  } catch (error) {
    const failed = error as { type?: string; res?: Result };
    if (failed.type !== "VALIDATION_FAILED" || !failed.res) throw error;
    result = failed.res;
  }
  const failures = result.failed.map(
    (test) =>
      `${test.group ? `${test.group}: ` : ""}${test.description ?? test.test} (${test.error?.message ?? test.test})`,
  );
  const empty = [...sharingTagContents(html)]
    .filter(([, content]) => content !== undefined && content.trim() === "")
    .map(([selector]) => `${selector} is empty`);
  return [...failures, ...empty];
}
