/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { EDITOR_LANGUAGE, ENGLISH_STRINGS, HEBREW_STRINGS } from "./editor-strings";

/**
 * The content editor's Hebrew (site-build/gatsby-node/post-build/editor-locale.ts) is held to Sveltia's English file,
 * so that an upgrade of Sveltia that adds or changes a string fails here instead of showing English: every key
 * translated, each a message Sveltia's MessageFormat 2 reads, with the English one's placeholders and links, and the
 * plural forms Hebrew has (one, two, other: "שני קבצים", not "2 קבצים").
 */
const ROOT = path.resolve(__dirname, "../..");
type Strings = Record<string, string>;

/** `{a: {b: "x"}}` as `{"a.b": "x"}`, as Sveltia reads a language file. */
function flat(tree: Record<string, unknown>, prefix = ""): Strings {
  return Object.entries(tree).reduce<Strings>((out, [key, value]) => {
    const at = `${prefix}${key}`;
    return typeof value === "string" ? { ...out, [at]: value } : { ...out, ...flat(value as never, `${at}.`) };
  }, {});
}
const english = flat(JSON.parse(fs.readFileSync(path.join(ROOT, ENGLISH_STRINGS), "utf8")) as never);
const hebrew = JSON.parse(fs.readFileSync(path.join(ROOT, HEBREW_STRINGS), "utf8")) as Strings;

/** A Hebrew message may leave out a placeholder of the English one only here, each with its reason. */
const WITHOUT_PLACEHOLDER: Record<string, string> = {
  // "Powered by Sveltia CMS": the product's name in Latin letters on the sign-in page; the owner reads that the
  // editor runs on open-source software.
  powered_by: "name",
};

/**
 * Each message formatted by messageformat, the MessageFormat 2 that Sveltia bundles, in Node itself (it is an ES
 * module alone, which Jest's Babel does not read): its text, and what went wrong. Each number is 2.
 */
function formatted(messages: Strings): Record<string, { text: string; errors: string[] }> {
  const script = `
    import { MessageFormat } from "messageformat";
    const messages = JSON.parse(process.argv[1]);
    const out = {};
    for (const [key, message] of Object.entries(messages)) {
      const errors = [];
      try {
        const values = Object.fromEntries([...message.matchAll(/\\{\\s*\\$(\\w+)/g)].map((m) => [m[1], 2]));
        const text = new MessageFormat("${EDITOR_LANGUAGE}", message).format(values, (e) => errors.push(String(e)));
        out[key] = { text, errors };
      } catch (error) {
        out[key] = { text: "", errors: [String(error)] };
      }
    }
    console.log(JSON.stringify(out));`;
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", script, JSON.stringify(messages)], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(output) as Record<string, { text: string; errors: string[] }>;
}

const variables = (message: string) => [...new Set(message.match(/(?<=\{\s*\$)\w+/g) ?? [])].sort();
const markup = (message: string) => (message.match(/<\/?a\b[^>]*>/g) ?? []).sort();
/** `.match $count 0 {{…}} one {{…}} * {{…}}`: the selector and each variant's key and text. */
function plural(message: string) {
  const selector = /\.match \$(\w+)/.exec(message)?.[1];
  if (!selector) return undefined;
  const body = message.slice(message.indexOf(".match"));
  const variants = new Map([...body.matchAll(/(\S+) \{\{((?:[^{}]|\{[^{}]*\})*)\}\}/g)].map((m) => [m[1]!, m[2]!]));
  return { selector, variants };
}
/** Hebrew's plural categories, as Sveltia's MessageFormat selects them (`other` is the variant `*`). */
const HEBREW_CATEGORIES = new Intl.PluralRules(EDITOR_LANGUAGE)
  .resolvedOptions()
  .pluralCategories.map((category) => (category === "other" ? "*" : category));

/** Latin words a Hebrew string may hold besides code (`…`) and links: names of products, formats and keys. */
const LATIN_NAMES = new Set(
  (
    "GitHub GitLab Actions Chrome Edge Enter Escape Bearer token https localhost implicit flow PKCE " +
    "YAML TOML JSON Markdown HTML JavaScript Object List Select Code Number Date DateTime " +
    "AVIF BMP GIF HEIC HEIF JPEG PNG SVG TIFF WebP AVI MP4 QuickTime MPEG Ogg WebM GPP GPP2 AAC MIDI MP3 OPUS WAV " +
    "CSV Word OpenDocument PDF PowerPoint RTF Excel"
  ).split(" "),
);
const outsideCode = (message: string) => message.replace(/`[^`]*`/g, " ").replace(/<[^>]*>|\{[^{}]*\}/g, " ");

describe("the editor's Hebrew strings", () => {
  it("translate every string of Sveltia's English file, and nothing else", () => {
    expect(Object.keys(hebrew).sort()).toEqual(Object.keys(english).sort());
  });

  const read = formatted(hebrew);
  it.each(Object.keys(hebrew))("%s is a message Sveltia reads, in Hebrew", (key) => {
    const { text, errors } = read[key]!;
    expect(errors).toEqual([]);
    expect(text).toMatch(/[\u05d0-\u05ea]/);
    const texts = [...(plural(hebrew[key]!)?.variants.values() ?? [hebrew[key]!])];
    const latin = texts
      .flatMap((part) => outsideCode(part).match(/[A-Za-z][A-Za-z0-9]*/g) ?? [])
      .filter((word) => !LATIN_NAMES.has(word));
    expect(latin).toEqual([]);
  });

  it.each(Object.keys(hebrew))("%s keeps the English one's placeholders and links", (key) => {
    const left = WITHOUT_PLACEHOLDER[key];
    expect(variables(hebrew[key]!)).toEqual(variables(english[key]!).filter((name) => name !== left));
    expect(markup(hebrew[key]!)).toEqual(markup(english[key]!));
  });

  const plurals = Object.keys(english).filter((key) => plural(english[key]!));
  it.each(plurals)("%s has each of Hebrew's plural forms, and says two in words", (key) => {
    const [source, translated] = [plural(english[key]!)!, plural(hebrew[key]!)];
    expect(translated?.selector).toBe(source.selector);
    const keys = [...translated!.variants.keys()];
    expect(keys).toEqual(expect.arrayContaining(HEBREW_CATEGORIES));
    // English's exact numbers ("0": "No entries") too.
    expect(keys).toEqual(expect.arrayContaining([...source.variants.keys()].filter((name) => /^\d+$/.test(name))));
    if (translated!.variants.get("*")!.includes(`{$${source.selector}}`)) {
      expect(translated!.variants.get("two")).not.toContain(`{$${source.selector}}`);
    }
  });

  it("finds the plural messages it checks", () => {
    expect(plurals.length).toBeGreaterThan(50);
    expect(HEBREW_CATEGORIES).toEqual(expect.arrayContaining(["one", "two", "*"]));
  });
});
