/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { EDITOR_CONFIG_FILE } from "../../site-build/content/editor-config";
import { readReport } from "../../site-build/content/change-status";
import { formatTimeRange } from "../../src/content/number-runs";
import {
  EDITOR_CONFIG,
  changeTitle,
  contentFilesOf,
  editorForms,
  inOwnersWords,
  pageInOwnersWords,
  problemLines,
  stateOf,
  type RunResults,
} from "./change-status-comment";

const ROOT = path.resolve(__dirname, "../..");
const pullRequest = (results: Partial<RunResults>): RunResults => ({
  event: "pull_request",
  check: "success",
  deploy: "success",
  problems: "",
  contentOnly: true,
  ...results,
});
const onMain = (event: string, deploy: string): RunResults => ({ ...pullRequest({ event, deploy }) });

describe("the state a run puts a change in", () => {
  it("is refused when the checks failed; passed, going live by itself, when content alone passed and was previewed", () => {
    expect(stateOf(pullRequest({ check: "failure", deploy: "skipped" }))).toBe("refused");
    expect(stateOf(pullRequest({}))).toBe("passed");
  });

  it("waits for the site's maintainers when it touches more than content, or its preview was not deployed", () => {
    expect(stateOf(pullRequest({ contentOnly: false }))).toBe("waiting");
    expect(stateOf(pullRequest({ deploy: "failure" }))).toBe("waiting");
    expect(stateOf(pullRequest({ deploy: "skipped" }))).toBe("waiting");
  });

  it("is live once main deployed it: after a merge pushed by a person, or the publish workflow's own run", () => {
    expect(stateOf(onMain("push", "success"))).toBe("live");
    expect(stateOf(onMain("workflow_dispatch", "success"))).toBe("live");
  });

  it("is nothing to say while a run was cancelled, or main did not deploy", () => {
    expect(stateOf(pullRequest({ check: "cancelled" }))).toBeUndefined();
    expect(stateOf(onMain("push", "skipped"))).toBeUndefined();
    expect(stateOf(onMain("workflow_dispatch", "failure"))).toBeUndefined();
  });
});

describe("the lines of a refused change", () => {
  const output = [
    "",
    "> studio-site@1.0.0 check:content",
    "content/classes/acrobatics-kids.json:12:18: ברשומה acrobatics-kids, בשדה priceILS: צריך להיות מספר",
    "npm error Lifecycle script `check:content` failed with error:",
  ].join("\n");

  it("are the content check's findings, without npm's lines", () => {
    expect(problemLines(pullRequest({ check: "failure", problems: output }))).toEqual([
      "content/classes/acrobatics-kids.json:12:18: ברשומה acrobatics-kids, בשדה priceILS: צריך להיות מספר",
    ]);
  });

  it("are said in the owner's words: the field by its label, without the file's place or a folder entry's key", () => {
    const forms = editorForms(JSON.parse(fs.readFileSync(path.join(ROOT, EDITOR_CONFIG), "utf8")));
    expect(
      inOwnersWords('content/classes/tissu.json:12:18: ברשומה tissu, בשדה "price.amountILS": צריך להיות מספר', forms),
    ).toBe('בשדה "המחיר בשקלים": צריך להיות מספר');
    expect(inOwnersWords('content/classes/tissu.json:30:9: בשדה "schedule[1].end": שעת הסיום מוקדמת', forms)).toBe(
      'בשדה "שעת סיום": שעת הסיום מוקדמת',
    );
    expect(inOwnersWords('content/faq.json:4:5: ברשומה what-to-bring, בשדה "question": חסר', forms)).toMatch(
      /^השאלות הנפוצות: ברשומה what-to-bring, בשדה "השאלה": חסר$/,
    );
    expect(inOwnersWords('content/booking.json: בשדה "nothing": לא מוכר', forms)).toBe(
      'שיעור הניסיון: בשדה "nothing": לא מוכר',
    );
    expect(inOwnersWords("הבדיקות נכשלו", forms)).toBe("הבדיקות נכשלו");
    // A session's hours, start first and on one line, as the site writes them.
    expect(inOwnersWords("content/classes/tissu.json:8:3: חופף למפגש (יום שני, 20:00–21:15)", forms)).toBe(
      `חופף למפגש (יום שני,${"\u00a0"}${formatTimeRange("20:00", "21:15")})`,
    );
  });

  it("name each page that a browser check refused, by its entry's name where it is an entry's page", () => {
    const forms = editorForms(JSON.parse(fs.readFileSync(path.join(ROOT, EDITOR_CONFIG), "utf8")));
    const read = (file: string) => (file === "content/coaches/yossi-peretz.json" ? { name: "יוסי פרץ" } : undefined);
    const name = (page: string) => pageInOwnersWords(page, forms, read);
    const lines = problemLines(
      pullRequest({ check: "failure", failedPages: "/coaches/yossi-peretz\n/faq\n/coaches/yossi-peretz\n" }),
      name,
    );
    expect(lines).toEqual([
      expect.stringMatching(/^העמוד של "יוסי פרץ" לא עובר את הבדיקה בדפדפן עם השינוי\. .*פנו לצוות הטכני\.$/),
      expect.stringMatching(/^העמוד \u2066\/faq\u2069 לא עובר את הבדיקה בדפדפן/),
    ]);
    // The content check's own lines come first, and a refused page adds to them.
    expect(problemLines(pullRequest({ check: "failure", problems: output, failedPages: "/faq" }), name)).toEqual([
      expect.stringMatching(/^content\/classes\/acrobatics-kids\.json/),
      expect.stringMatching(/^העמוד \u2066\/faq\u2069/),
    ]);
  });

  it("say that the technical team looks when the content passed and another check failed", () => {
    expect(problemLines(pullRequest({ check: "failure" }))).toEqual([expect.stringContaining("פנו לצוות הטכני")]);
  });

  it("say that the preview was not built, when the checks passed", () => {
    expect(problemLines(pullRequest({ deploy: "failure" }))).toEqual([expect.stringContaining("התצוגה המקדימה")]);
    // The deploy is skipped when the preview's build failed.
    expect(problemLines(pullRequest({ deploy: "skipped" }))).toEqual([expect.stringContaining("התצוגה המקדימה")]);
    expect(problemLines(pullRequest({}))).toEqual([]);
  });

  it("say why a change that passed waits for the site's maintainers when it touches more than content", () => {
    expect(problemLines(pullRequest({ contentOnly: false }))).toEqual([expect.stringContaining("צוות האתר")]);
  });
});

describe("what changed, in the owner's words", () => {
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, EDITOR_CONFIG), "utf8")) as Parameters<
    typeof editorForms
  >[0];
  const forms = editorForms(config);
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8")) as unknown;

  it("reads the editor's configuration where the editor's build writes it", () => {
    expect(EDITOR_CONFIG).toBe(EDITOR_CONFIG_FILE);
  });

  it("names each content file by its form in the editor, and leaves out the schemas and the code", () => {
    const files = contentFilesOf(["content/faq.json", "content/schemas/faq.schema.json", "src/pages/faq.tsx"]);
    expect(files).toEqual(["content/faq.json"]);
    const faq = forms.find((form) => form.file?.endsWith("/faq.{{locale}}.json"));
    expect(changeTitle(files, forms, read)).toBe(faq!.label);
    expect(changeTitle(files, forms, read)).toMatch(/[\u0590-\u05FF]/);
  });

  it("names an entry of a folder of entries by its own title", () => {
    const folders = [{ label: "חוגים", folder: "content/classes" }];
    const entry = { slug: "acrobatics-kids", title: "אקרובטיקה לילדים" };
    expect(changeTitle(["content/classes/acrobatics-kids.json"], folders, () => entry)).toBe("חוגים: אקרובטיקה לילדים");
    expect(changeTitle(["content/classes/gone.json"], folders, () => undefined)).toBe("חוגים");
  });

  it("names a change of English by its form and its entry's Hebrew name, not by the English it holds", () => {
    const folders = [{ label: "החוגים", folder: "content/classes" }];
    const read = (file: string) => (file.endsWith(".en.json") ? { title: "Aerial silks" } : { title: "טיסו" });
    expect(changeTitle(["content/classes/tissu.en.json"], folders, read)).toBe("החוגים באנגלית: טיסו");
    const both = ["content/classes/tissu.json", "content/classes/tissu.en.json"];
    expect(changeTitle(both, folders, read)).toBe("החוגים: טיסו");
    const faq = forms.find((form) => form.file?.endsWith("/faq.{{locale}}.json"))!;
    expect(changeTitle(["content/faq.en.json"], forms, read)).toBe(`${faq.label} באנגלית`);
  });

  it("names a change by its entry, not by the photo uploaded with it; a photo alone is a photo", () => {
    const coaches = [{ label: "המאמנים", folder: "content/coaches" }];
    const files = ["content/coaches/maya-levi.json", "static/videos/coaches/img_2034.jpg"];
    expect(changeTitle(files, coaches, () => ({ name: "מאיה לוי" }))).toBe("המאמנים: מאיה לוי");
    expect(changeTitle(["static/videos/coaches/img_2034.jpg"], coaches, () => undefined)).toBe("תמונה");
  });
});

describe("node scripts/ci/change-status-comment.ts", () => {
  const SCRIPT = path.join(ROOT, "scripts/ci/change-status-comment.ts");
  const git = (cwd: string, ...args: string[]) => {
    const result = spawnSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd, encoding: "utf8" });
    if (result.status !== 0) throw new Error(result.stderr);
  };
  /** A repository with the editor's configuration, and a second commit that changes `changed`. */
  const repository = (changed: string) => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "change-status-"));
    fs.mkdirSync(path.join(folder, path.dirname(EDITOR_CONFIG)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, EDITOR_CONFIG), path.join(folder, EDITOR_CONFIG));
    git(folder, "init", "-q");
    git(folder, "add", ".");
    git(folder, "commit", "-qm", "base");
    fs.mkdirSync(path.join(folder, path.dirname(changed)), { recursive: true });
    fs.writeFileSync(path.join(folder, changed), "[]\n");
    git(folder, "add", ".");
    git(folder, "commit", "-qm", "change");
    return folder;
  };
  const run = (cwd: string, env: Record<string, string>) => {
    const output = path.join(cwd, ".output");
    fs.writeFileSync(output, "");
    const result = spawnSync("node", ["--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", SCRIPT, "HEAD^1", "HEAD"], {
      cwd,
      encoding: "utf8",
      env: { ...process.env, GITHUB_OUTPUT: output, ...env },
    });
    return { ...result, output: fs.readFileSync(output, "utf8") };
  };

  it("says that content alone that passed goes live by itself, and content with code waits for the maintainers", () => {
    const env = { EVENT: "pull_request", CHECK: "success", DEPLOY: "success", COMMIT: "c" };
    const alone = run(repository("content/faq.json"), env);
    expect(readReport(/\n([\s\S]*)\n/.exec(alone.output)![1]!)).toMatchObject({ state: "passed", problems: [] });
    const withCode = repository("content/faq.json");
    fs.writeFileSync(path.join(withCode, "gatsby-node.ts"), "export {};\n");
    git(withCode, "add", ".");
    git(withCode, "commit", "--amend", "-qm", "change");
    expect(readReport(/\n([\s\S]*)\n/.exec(run(withCode, env).output)![1]!)).toMatchObject({
      state: "waiting",
      problems: [expect.stringContaining("צוות האתר")],
    });
  });

  it("writes no summary for a change that touches no content", () => {
    const result = run(repository("src/pages/faq.tsx"), { EVENT: "pull_request", CHECK: "success", DEPLOY: "success" });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("No content changed");
    expect(result.output).toBe("");
  });

  it("writes the summary of a content change as the step's output, between delimiters no line can hold", () => {
    const result = run(repository("content/faq.json"), {
      EVENT: "pull_request",
      CHECK: "failure",
      DEPLOY: "skipped",
      PROBLEMS: "content/faq.json:3:5: שגיאה",
      COMMIT: "c",
    });
    expect(result.status).toBe(0);
    const [, end, body] = /^comment<<(END_[0-9a-f]{32})\n([\s\S]*)\n\1\n$/.exec(result.output) ?? [];
    expect(end).toBeDefined();
    expect(readReport(body!)).toMatchObject({
      state: "refused",
      commit: "c",
      problems: ["השאלות הנפוצות: שגיאה"],
    });
  });
});
