/**
 * @jest-environment node
 *
 * The content editor (/admin/content/) writes a file as JSON.stringify with two spaces and a final newline: the
 * content files are kept in that layout, so that a field changed in the editor is a one-line diff. After editing a
 * file by hand: node -e 'const fs=require("fs"),p=process.argv[1];fs.writeFileSync(p,JSON.stringify(JSON.parse(fs.readFileSync(p,"utf8")),null,2)+"\n")' content/FILE.json
 */
import fs from "node:fs";
import path from "node:path";
import { CONTENT_FILE_NAMES, contentPath } from "../../src/content/content-files";
import { ROOT } from "./test-support";

describe("the content files' layout", () => {
  it.each(CONTENT_FILE_NAMES.map(contentPath))("%s is laid out as the content editor writes it", (file) => {
    const text = fs.readFileSync(path.join(ROOT, file), "utf8");
    expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
  });
});
