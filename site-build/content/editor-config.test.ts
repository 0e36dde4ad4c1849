/**
 * @jest-environment node
 *
 * The content editor's configuration (static/admin/content/config.json) must be what the content model makes now:
 * after changing src/content/model/, content-files.ts or a content file, run `npm run content:schemas`.
 */
import fs from "node:fs";
import path from "node:path";
import {
  CONTENT_FILE_NAMES,
  contentPath,
  folderOf,
  isFolder,
  type ContentFileName,
} from "../../src/content/content-files";
import { classSchema } from "../../src/content/model/classes";
import { searchDescription } from "../../src/content/model/fields";
import { englishTwinPath } from "../../src/content/model/english";
import { readContentData } from "./content-on-disk";
import {
  currentEditorConfig,
  withSignInRelay,
  EDITOR_CONFIG_FILE,
  editorRelations,
  enumLabels,
  githubRepository,
  FILE_NAME_SLUG,
  hintAfterLabel,
  hintBesideOptions,
  labelOf,
  leftToRightIsolated,
  LIST_FIELD,
  listSummary,
  repeatedLabels,
  type EditorField,
} from "./editor-config";
import { ROOT } from "./test-support";

const config = currentEditorConfig(ROOT);
const fieldsOf = (name: string) =>
  [...config.singletons, ...config.collections].find((form) => form.name === name)!.fields as EditorField[];
const field = (fields: EditorField[], name: string) => fields.find((candidate) => candidate.name === name)!;
const collection = (name: string) => config.collections.find((form) => form.name === name)!;
/** An entry's fields: a folder kind's form, or a list file's entries. */
const listFields = (name: string) =>
  config.collections.some((form) => form.name === name)
    ? fieldsOf(name)
    : (field(fieldsOf(name), LIST_FIELD).fields as EditorField[]);

describe("the content editor's configuration", () => {
  it("is up to date", () => {
    const committed = JSON.parse(fs.readFileSync(path.join(ROOT, EDITOR_CONFIG_FILE), "utf8")) as unknown;
    expect(committed).toEqual(JSON.parse(JSON.stringify(config)));
  });

  it("saves every change as a pull request on this repository, laid out as the content files are", () => {
    expect(config.backend).toMatchObject({ name: "github", repo: "motionlab/studio-site", branch: "main" });
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.editor).toEqual({ preview: false });
    expect(config.output.json).toEqual({ indent_style: "space", indent_size: 2 });
  });

  it("signs in with a token alone until its sign-in relay is configured: no GitHub button that would fail", () => {
    expect(config.backend).toEqual({
      name: "github",
      repo: "motionlab/studio-site",
      branch: "main",
      auth_methods: ["token"],
    });
    expect(config.backend).not.toHaveProperty("base_url");
  });

  it("with the relay's address, signs in through it with GitHub's button alone, changing nothing else", () => {
    const relayed = withSignInRelay(config, "https://europe-west1-studio.cloudfunctions.net/editorSignIn/");
    expect(relayed.backend).toEqual({
      name: "github",
      repo: "motionlab/studio-site",
      branch: "main",
      base_url: "https://europe-west1-studio.cloudfunctions.net/editorSignIn",
      auth_methods: ["oauth"],
    });
    expect({ ...relayed, backend: config.backend }).toEqual(config);
  });

  it("has a form per settings file, a list file's entries as its top level", () => {
    // Hebrew content with English twins: the default language is left out of the path, which is the content file's
    // own (content/site.json), and the English one is the twin's (content/site.en.json).
    expect(config.i18n).toMatchObject({
      locales: ["he", "en"],
      default_locale: "he",
      omit_default_locale_from_file_path: true,
    });
    const singletonFiles = CONTENT_FILE_NAMES.filter((name) => !isFolder(name)).map(contentPath);
    expect(config.singletons.map((file) => file.file.replace(".{{locale}}", ""))).toEqual(singletonFiles);
    expect(config.singletons.map((file) => file.file.replace("{{locale}}", "en"))).toEqual(
      singletonFiles.map(englishTwinPath),
    );
    expect(config.singletons.every((file) => file.i18n)).toBe(true);
    expect(field(fieldsOf("faq"), LIST_FIELD)).toMatchObject({ widget: "list", root: true, min: 1 });
    expect(field(fieldsOf("testimonials"), LIST_FIELD)).not.toHaveProperty("min");
    expect(fieldsOf("site").map((entry) => entry.name)).toContain("brand");
  });

  it("offers each text in English beside its Hebrew, required in Hebrew alone, and copies the rest of a list", () => {
    const classFields = collection("classes").fields as EditorField[];
    expect(field(classFields, "title")).toMatchObject({ i18n: true, required: ["he"] });
    expect(field(classFields, "level")).toMatchObject({ i18n: true, required: false });
    expect(field(classFields, "description")).toMatchObject({ widget: "list", i18n: true });
    expect(field(classFields, "slug")).not.toHaveProperty("i18n");
    expect(field(classFields, "coaches")).not.toHaveProperty("i18n");
    const schedule = field(classFields, "schedule") as EditorField & { fields: EditorField[] };
    expect(schedule).toMatchObject({ i18n: true });
    expect(field(schedule.fields, "ageGroup")).toMatchObject({ i18n: true });
    expect(field(schedule.fields, "start")).toMatchObject({ i18n: "duplicate" });
    expect(field(fieldsOf("faq"), LIST_FIELD)).toMatchObject({ i18n: true });
    expect(field(fieldsOf("site"), "englishSite")).not.toHaveProperty("i18n");
  });

  it("has a collection per folder kind: each entry its own file, named by its key, listed in the site's order", () => {
    expect(config.collections.map((form) => form.folder)).toEqual(CONTENT_FILE_NAMES.filter(isFolder).map(contentPath));
    expect(collection("classes")).toMatchObject({
      folder: "content/classes",
      extension: "json",
      format: "json",
      i18n: true,
      identifier_field: "slug",
      slug: "{{fields.slug}}",
      summary: "{{fields.title}}",
      sortable_fields: { default: { field: "order", direction: "ascending" } },
    });
    expect(collection("events").sortable_fields.default.field).toBe("date");
    // A notice has no key: its file is named by its last day and a random suffix, never asked for.
    expect(collection("notices").slug).toBe("{{fields.until}}-{{uuid_shorter}}");
    // An entry's own fields at the top of its form; its place is a number with a Hebrew label.
    expect(field(fieldsOf("classes"), "order")).toMatchObject({ widget: "number", value_type: "int", min: 1 });
    expect(field(fieldsOf("coaches"), "order").label).toMatch(/[\u05d0-\u05ea]/);
    expect(fieldsOf("classes").map((entry) => entry.name)).not.toContain(LIST_FIELD);
  });

  it("gives each field the widget its type asks for, with the model's rules and Hebrew messages", () => {
    const classes = fieldsOf("classes");
    expect(field(classes, "slug")).toMatchObject({
      widget: "string",
      pattern: [
        "^[a-z0-9]+(?:-[a-z0-9]+)*$",
        "\u2067צריך להיות כתובת באותיות אנגליות קטנות, ספרות ומקפים בלבד, בלי רווחים\u2069",
      ],
    });
    expect(field(classes, "menuGroup")).toMatchObject({ widget: "select" });
    expect(field(classes, "menuGroup").options).toContainEqual({ value: "kids", label: "ילדים" });
    expect(field(classes, "level")).toMatchObject({ required: false });
    // The coaches are a collection: a class chooses from its entries (one merged in another request too).
    expect(field(classes, "coaches")).toMatchObject({
      widget: "relation",
      collection: "coaches",
      value_field: "slug",
      display_fields: ["name"],
      multiple: true,
    });
    expect(field(classes, "coaches")).not.toHaveProperty("file");
    expect(field(classes, "sport")).toMatchObject({ widget: "relation", value_field: "sports.*.id" });
    const price = field(classes, "price");
    expect(price).toMatchObject({ widget: "object", required: false });
    expect(field(price.fields as EditorField[], "amountILS")).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 1,
    });
    const slot = field(classes, "schedule").fields as EditorField[];
    // A text box that refuses "25:00" in Hebrew, not a time picker that turns it into 02:50 (issue 36).
    expect(field(slot, "start")).toMatchObject({
      widget: "string",
      pattern: ["^(?:[01]\\d|2[0-3]):[0-5]\\d$", expect.stringMatching(/^\u2067צריכה להיות שעה .*\u2069$/)],
    });
    expect(JSON.stringify(config.collections)).not.toContain('"type":"time"');
    // A page's description for search engines is refused when short at its field, by the model's own rule (issue 45).
    const [summaryPattern, summaryMessage] = field(classes, "summary").pattern as [string, string];
    for (const summary of [
      "קצר מדי",
      "מאמן מואי תאי\n17 שנות ניסיון בקרבות",
      "א".repeat(40),
      "א".repeat(20) + "\n" + "א".repeat(19),
    ])
      expect(new RegExp(summaryPattern).test(summary)).toBe(searchDescription.safeParse(summary).success);
    expect(summaryMessage).toMatch(/קצר מדי: .*לפחות 40 תווים/);
    expect(field(slot, "minAge")).toMatchObject({ min: 0, max: 99 });
    expect(field(classes, "image")).toMatchObject({ widget: "file", media_folder: "/static/images/classes" });
    // Left out, a class offers a try-out: a choice that may stay empty, not a yes/no that writes false.
    expect(field(classes, "trial")).toMatchObject({
      widget: "select",
      label: "שיעור ניסיון",
      options: [
        { value: null, label: "לא נקבע: יש שיעור ניסיון" },
        { value: true, label: "יש" },
        { value: false, label: expect.stringMatching(/^אין/) },
      ],
      required: false,
    });
    const booking = fieldsOf("booking");
    expect(field(booking, "blockedDates")).toMatchObject({ widget: "list", required: false });
    expect(field(booking, "blockedDates").field).toMatchObject({ widget: "datetime", type: "date" });
    expect(field(fieldsOf("site"), "email")).toMatchObject({ widget: "string", type: "email" });
  });

  it("labels every field in Hebrew from the model's descriptions", () => {
    const labels = JSON.stringify([config.singletons, config.collections]).match(/"label":"[^"]*"/g) ?? [];
    expect(labels.length).toBeGreaterThan(100);
    expect(labels.filter((label) => !/[\u05d0-\u05ea]/.test(label))).toEqual([]);
  });
});

describe("hintBesideOptions", () => {
  const named = (description: string, values: readonly string[]) => enumLabels(values, description);

  it("leaves out the values the form names, and keeps what the description says besides", () => {
    const trial = "שיעור ניסיון: true (יש), false (אין, למשל בקורס); בלי השדה יש לחוג שיעור ניסיון";
    expect(hintBesideOptions(trial, named(trial, ["true", "false"]))).toBe(
      "שיעור ניסיון: בלי השדה יש לחוג שיעור ניסיון",
    );
    const status = "מצב החוג (לא חובה): paused (מושהה), draft (טיוטה)";
    expect(hintBesideOptions(status, named(status, ["paused", "draft"]))).toBe("מצב החוג (לא חובה)");
    const menu = "התפריט: kids (ילדים), adults (מבוגרים)";
    expect(hintBesideOptions(menu, named(menu, ["kids", "adults"]))).toBe("התפריט");
  });

  it("keeps a description whose values the form shows as they are, and one of a field without choices", () => {
    expect(hintBesideOptions("הבחירה: a או b", named("הבחירה: a או b", ["a", "b"]))).toBe("הבחירה: a או b");
    expect(hintBesideOptions("מחיר בשקלים, למשל 60", undefined)).toBe("מחיר בשקלים, למשל 60");
  });
});

describe("hintAfterLabel", () => {
  it("leaves out what the label says, and the brackets of a hint that is only a remark", () => {
    expect(hintAfterLabel("כתובת הדף באתר: אותיות אנגליות קטנות")).toBe("אותיות אנגליות קטנות");
    expect(hintAfterLabel("רמה (לא חובה)")).toBe("לא חובה");
    expect(hintAfterLabel("הערה (לא חובה). עוד משפט")).toBe("(לא חובה). עוד משפט");
    expect(hintAfterLabel("שם המוצר")).toBe("");
  });
});

describe("labelOf and enumLabels", () => {
  it("shorten a description to its first clause, and find each value's Hebrew name", () => {
    expect(labelOf("כתובת הדף: /classes/{slug}. אותיות", "slug")).toBe("כתובת הדף");
    expect(labelOf("מחיר (לא חובה)", "price")).toBe("מחיר");
    expect(labelOf("שעת התחלה: שעה ודקות, למשל 16:30", "start")).toBe("שעת התחלה");
    expect(labelOf("השאלות הנפוצות בעמוד /faq, לפי הסדר", "faq")).toBe("השאלות הנפוצות בעמוד \u2066/faq\u2069");
    expect(labelOf(undefined, "price")).toBe("price");
    expect(enumLabels(["a", "b"], "הבחירה: a (אחת), b (שתיים)")).toEqual([
      { value: "a", label: "אחת" },
      { value: "b", label: "שתיים" },
    ]);
    expect(enumLabels(["sunday"], "יום בשבוע")).toEqual([{ value: "sunday", label: "sunday" }]);
  });

  it("reads a repository's owner and name from its GitHub address", () => {
    expect(githubRepository("https://github.com/motionlab/studio-site.git")).toBe("motionlab/studio-site");
    expect(() => githubRepository("https://gitlab.com/a/b")).toThrow(/GitHub/);
  });

  it("offers as a list each field the model says refers to another file, by fields that file has", () => {
    const relations = editorRelations();
    expect(Object.keys(relations)).toEqual(["classes.coaches", "classes.sport"]);
    for (const { file, valueField, displayField } of Object.values(relations)) {
      expect(CONTENT_FILE_NAMES).toContain(file);
      const data = readContentData(ROOT, file as ContentFileName) as unknown;
      if (folderOf(file)) {
        // "slug" of each entry file of a folder kind.
        for (const key of [valueField, displayField])
          expect((data as Record<string, unknown>[]).every((entry) => key in entry)).toBe(true);
        continue;
      }
      for (const key of [valueField, displayField]) {
        // "items.*.slug" in a list file (its entries), "sports.*.id" in an object file's list.
        const [list, , field] = key.split(".");
        const entries = (list === LIST_FIELD ? data : (data as Record<string, unknown>)[list!]) as Record<
          string,
          unknown
        >[];
        expect(entries.every((entry) => field! in entry)).toBe(true);
      }
    }
  });
});

/** Every label and hint of the editor's forms, with where it is. */
function labelsAndHints(fields: EditorField[], at: string): [string, string][] {
  return fields.flatMap((entry) => [
    [`${at}.${entry.name} label`, entry.label as string] as [string, string],
    ...(entry.hint ? [[`${at}.${entry.name} hint`, entry.hint as string] as [string, string]] : []),
    ...labelsAndHints((entry.fields as EditorField[] | undefined) ?? [], `${at}.${entry.name}`),
    ...(entry.field ? labelsAndHints([entry.field as EditorField], `${at}.${entry.name}`) : []),
  ]);
}

describe("the words of the editor's forms (issue 36)", () => {
  const all = [...config.singletons, ...config.collections].flatMap((form) =>
    labelsAndHints(form.fields as EditorField[], form.name),
  );
  const visible = (text: string) => text.replace(/[\u2066-\u2069]/g, "");

  it("name no programmer's word: no field or file name, file path, date or time notation, or JSON", () => {
    const programmerWords =
      /\bslug\b|YYYY|HH:MM|\.json\b|static\/|\b[a-z]+[A-Z]\w*\b(?![^{]*\})|"\w+":|\b(?:true|false|null|https)\b(?!:)/;
    const found = all.filter(([, text]) => programmerWords.test(visible(text)));
    expect(found).toEqual([]);
  });

  it("explain in plain Hebrew each {placeholder} that a text must keep, and put none in a label", () => {
    expect(all.filter(([where, text]) => where.endsWith("label") && /[{}]/.test(text))).toEqual([]);
    const unexplained = all.filter(([, text]) => /\{\w+\}/.test(text) && !/מתחל[פף]|והאתר כותב/.test(text));
    expect(unexplained).toEqual([]);
  });

  it("isolate every left-to-right word, so that the right-to-left form shows /faq and https:// as they are written", () => {
    const bare = all.filter(([, text]) => /(?:^|[^\u2066\w/.:+{-])(?:\/[a-z]|https?:|\{\w)/.test(text));
    expect(bare).toEqual([]);
    expect(leftToRightIsolated("עמוד באתר, למשל /schedule, או כתובת שמתחילה ב־https://")).toBe(
      "עמוד באתר, למשל \u2066/schedule\u2069, או כתובת שמתחילה ב־\u2066https://\u2069",
    );
    expect(leftToRightIsolated("שם הענף, למשל Muay Thai: כך")).toBe("שם הענף, למשל \u2066Muay Thai\u2069: כך");
    expect(leftToRightIsolated("גילאי 6–9, למשל 16:30")).toBe("גילאי 6–9, למשל 16:30");
  });

  it("give no two fields of one group the same label: the owner tells them apart by it", () => {
    const forms = [...config.singletons, ...config.collections];
    expect(forms.flatMap((form) => repeatedLabels(form.fields as EditorField[], form.name))).toEqual([]);
  });

  it("find a new field labelled as one beside it, at any depth: a class's `equipment` beside its `bring`", () => {
    const described = (name: string, description: string) => ({
      name,
      label: labelOf(description, name),
      widget: "list",
    });
    const bring = described("bring", classSchema.shape.bring.description!);
    const equipment = described("equipment", "מה להביא: ציוד אישי לאימון, שורה לכל פריט");
    const session = (start: string) => ({
      name: "schedule",
      label: "המפגשים",
      widget: "list",
      fields: [described("start", "שעת התחלה"), described("end", start)],
    });
    expect(repeatedLabels([bring, session("שעת סיום")], "classes")).toEqual([]);
    expect(repeatedLabels([bring, equipment, session("שעת התחלה, של הסיום")], "classes")).toEqual([
      'classes: "מה להביא" (bring, equipment)',
      'classes.schedule: "שעת התחלה" (start, end)',
    ]);
  });

  it("name each form and kind in Hebrew alone: the editor's lists show names left to right, where an address turns around", () => {
    const names = [...config.singletons, ...config.collections].map((form) => form.label as string);
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => /[\u2066-\u2069/a-z]/i.test(name))).toEqual([]);
  });

  it("name one entry on a list's Add button, where the list's own name is a plural", () => {
    const lists = (fields: EditorField[]): EditorField[] =>
      fields.flatMap((entry) => [
        ...(entry.widget === "list" && entry.fields ? [entry] : []),
        ...lists((entry.fields as EditorField[] | undefined) ?? []),
      ]);
    const ofEntries = [...config.singletons, ...config.collections].flatMap((form) =>
      lists(form.fields as EditorField[]),
    );
    expect(ofEntries.length).toBeGreaterThan(5);
    expect(ofEntries.filter((list) => !list.label_singular || list.label_singular === list.label)).toEqual([]);
    expect(field(listFields("classes"), "schedule").label_singular).toBe("מפגש שבועי");
    expect(field(fieldsOf("faq"), LIST_FIELD).label_singular).toBe("שאלה ותשובה");
  });

  it("sum up a list entry by its name, a session by its day and hours, a dated entry with its date", () => {
    const slot = field(listFields("classes"), "schedule");
    expect(slot.summary).toBe("{{fields.day}}, {{fields.start}}–{{fields.end}}");
    expect(field(fieldsOf("site"), "openingHours").summary).toBe("{{fields.day}}, {{fields.opens}}–{{fields.closes}}");
    expect(collection("coaches").summary).toBe("{{fields.name}}");
    expect(collection("events").summary).toBe(
      "{{fields.title}} · {{fields.date | date('D.M.YYYY')}}, {{fields.start}}–{{fields.end}}",
    );
    expect(listSummary([{ name: "other", widget: "string" }])).toBeUndefined();
  });

  it("offers the absence of an optional choice by what it means, in Hebrew, so the editor adds no (None)", () => {
    const optionalChoices = [...config.singletons, ...config.collections].flatMap(
      (file) =>
        JSON.stringify(file.fields).match(/\{"name":"\w+"[^{}]*"required":false,"widget":"select"[^]*?\]/g) ?? [],
    );
    expect(optionalChoices.length).toBeGreaterThan(0);
    for (const choice of optionalChoices) expect(choice).toMatch(/"options":\[\{"value":null,"label":"[\u05d0-\u05ea]/);
    expect(field(listFields("classes"), "trial").options).toContainEqual({
      value: null,
      label: "לא נקבע: יש שיעור ניסיון",
    });
  });

  it("renames an uploaded file to a name the model takes, whatever its name was", () => {
    expect(field(listFields("coaches"), "poster")).toMatchObject({
      media_libraries: { default: { config: { slugify_filename: true } } },
    });
    expect(config.slug).toEqual(FILE_NAME_SLUG);
  });
});
