/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { EDITOR_LABEL_KEYS, EDITOR_LABELS } from "./editor-labels";
import { HEBREW_STRINGS } from "./editor-strings";

describe("the editor's labels the guard finds its buttons by", () => {
  const hebrew = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../..", HEBREW_STRINGS), "utf8")) as Record<
    string,
    string
  >;

  it.each(Object.entries(EDITOR_LABEL_KEYS))("%s is the Hebrew strings file's %s", (name, key) => {
    expect(EDITOR_LABELS[name as keyof typeof EDITOR_LABELS]).toBe(hebrew[key]);
  });
});
