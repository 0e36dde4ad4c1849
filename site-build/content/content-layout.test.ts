/**
 * @jest-environment node
 *
 * The content editor (/admin/content/) writes a file as JSON.stringify with two spaces and a final newline: the
 * content files are kept in that layout, so that a field changed in the editor is a one-line diff. After editing a
 * file by hand: node -e 'const fs=require("fs"),p=process.argv[1];fs.writeFileSync(p,JSON.stringify(JSON.parse(fs.readFileSync(p,"utf8")),null,2)+"\n")' content/FILE.json
 * Each entry file of a folder (content/classes/tissu.json) is such a file.
 */
import { CONTENT_FILE_NAMES } from "../../src/content/content-files";
import { readContentTexts } from "./content-on-disk";
import { ROOT } from "./test-support";

describe("the content files' layout", () => {
  const files = CONTENT_FILE_NAMES.flatMap((name) => readContentTexts(ROOT, name));
  it.each(files.map(({ file, text }) => [file, text]))(
    "%s is laid out as the content editor writes it",
    (_file, text) => {
      expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
    },
  );
});
