import fs from "node:fs";
import path from "node:path";
import { CONTENT_FILES, type ContentFileName, type ContentOf } from "../src/content/content-files";
import type { Language } from "../src/language/language";
import { readContentData } from "../site-build/content/content-on-disk";
import { englishEntriesOnDisk } from "../site-build/content/english-twins";
import { isBuilt, runningClasses, trialClasses } from "../src/lib/class-status";
import { groupClassMenus } from "../src/lib/menu";

/**
 * content/NAME.json, or a folder's entry files (content/classes/) as one list in the site's order, typed by its
 * schema in the content model (src/content/): a field renamed there breaks the type check of every test that reads
 * it. `npm run check:content` checks the files themselves against the schemas.
 */
export const readContent = <Name extends ContentFileName>(name: Name, root = path.join(__dirname, "..")) =>
  readContentData(root, name);

/**
 * Fixture content (src/test-fixtures/content/NAME.json, a folder kind's entries as one list): entries the tests serve
 * in place of the shipped ones.
 */
export const readFixtureContent = <Name extends ContentFileName>(name: Name) =>
  readJsonList<ContentOf<Name>>(path.join(__dirname, "..", "src", "test-fixtures", "content", `${name}.json`));

const readJsonList = <Data>(file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as Data;

export type StudioClass = ContentOf<"classes">[number];
/** A weekly session of a class, with the ages its group takes (no maxAge: from minAge up). */
export type ClassSession = StudioClass["schedule"][number];
/** An entry of content/events/: the studio's dated events (the build gives pages to the upcoming ones only). */
export type StudioEvent = ContentOf<"events">[number];
export type Testimonial = ContentOf<"testimonials">[number];

/**
 * What the browser tests expect, read from content/ (so an editor's change does not break them). `classPages`: the
 * classes the live build makes a page for (not drafts); `classes`: those a visitor chooses from in menus, the
 * timetable, the age finder and the try-out form (not paused ones either; src/lib/class-status.ts).
 */
export const classPages = readContent("classes").filter((entry) => isBuilt(entry, false));
export const classes = runningClasses(classPages);
/** The running classes that offer a try-out (not `"trial": false`): what the try-out form and its buttons offer. */
export const tryOutClasses = trialClasses(classPages);
export const coaches = readContent("coaches");
export const site = readContent("site");
export const booking = readContent("booking");
export const studio = readContent("studio");
export const home = readContent("home");
/** The site's own words (content/ui.json). */
export const ui = readContent("ui");
export const faq = readContent("faq");
export const privacy = readContent("privacy");
export const testimonials = readContent("testimonials");
export const products = readContent("shop");
export const events = readContent("events");
/** content/notices/: the banners at the top of the pages, each through its until day. */
export const notices = readContent("notices");

/**
 * Each coach's role: their own `role`, else the spec's rule in the words of content/ui.json (coachPage): a role by
 * place in the list, then one for the rest.
 */
export const coachRoles = coaches.map(
  (coach, position) => coach.role ?? ui.coachPage.roles[position] ?? ui.coachPage.laterRole,
);

/** The first entry of a menu group (kids, adults, courses, open), as the content lists them. */
/**
 * Open training as the header and the home page show it (src/lib/menu.ts): a plain link while it is one class; none
 * when it has several, which get a menu of their own, named ui.menus.open.
 */
export const openTrainingLinks = groupClassMenus(classes).plainLinks;

export const firstOf = (menuGroup: string) => {
  const entry = classes.find((candidate) => candidate.menuGroup === menuGroup);
  if (!entry) throw new Error(`content/classes/ has no entry in menu group "${menuGroup}" to test with`);
  return entry;
};

/** The studio's phone as the wa.me and tel: links write it. */
export const phoneDigits = site.phone.replace(/\D/g, "");

/** A text of content/ui.json as a pattern: the words before its first placeholder ("הרשמה לשיעור ניסיון ב-{price}"). */
export const startOf = (text: string): RegExp =>
  new RegExp(
    text
      .split(/\{\w+\}/)[0]!
      .trim()
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
  );

/** The try-out call to action of the class pages and the age finder, whatever the price. */
export const trialCallToAction = startOf(ui.trialBooking.callToAction);

const ROOT = path.join(__dirname, "..");

/** content/NAME.json as the English site shows it: each entry with its twin's texts, those without English left out. */
const readEnglishContent = <Name extends ContentFileName>(name: Name): ContentOf<Name> => {
  const entries = englishEntriesOnDisk(ROOT, { name, ...CONTENT_FILES[name] }) as unknown[];
  const listed = CONTENT_FILES[name].shape === "list";
  return (listed ? entries : entries[0]) as ContentOf<Name>;
};

/** What a page in one language shows of the content, as the constants above give it for Hebrew. */
export interface LanguageContent {
  ui: ContentOf<"ui">;
  site: ContentOf<"site">;
  home: ContentOf<"home">;
  booking: ContentOf<"booking">;
  classPages: ContentOf<"classes">;
  classes: ContentOf<"classes">;
  coaches: ContentOf<"coaches">;
  events: ContentOf<"events">;
  notices: ContentOf<"notices">;
  openTrainingLinks: typeof openTrainingLinks;
  trialCallToAction: RegExp;
}

let englishContent: LanguageContent | undefined;

/** The classes a visitor chooses from, the plain open-training links and the try-out call, from a language's entries. */
function withChoices(
  content: Omit<LanguageContent, "classes" | "openTrainingLinks" | "trialCallToAction">,
): LanguageContent {
  const running = runningClasses(content.classPages);
  return {
    ...content,
    classes: running,
    openTrainingLinks: groupClassMenus(running).plainLinks,
    trialCallToAction: startOf(content.ui.trialBooking.callToAction),
  };
}

const HEBREW_CONTENT = withChoices({ ui, site, home, booking, classPages, coaches, events, notices });

/** What a page in `language` shows of the content: its interface words, the studio's settings, and its entries. */
export function contentIn(language: Language): LanguageContent {
  if (language === "he") return HEBREW_CONTENT;
  englishContent ??= withChoices({
    ui: readEnglishContent("ui"),
    site: readEnglishContent("site"),
    home: readEnglishContent("home"),
    booking: readEnglishContent("booking"),
    classPages: readEnglishContent("classes").filter((entry) => isBuilt(entry, false)),
    coaches: readEnglishContent("coaches"),
    events: readEnglishContent("events"),
    notices: readEnglishContent("notices"),
  });
  return englishContent;
}
