/**
 * @jest-environment node
 *
 * The editors' guide quotes the content check's own messages: its generated part must be what the check prints
 * now for the guide's examples (after a change to a message: `npx tsx scripts/write-guide-examples.ts`).
 */
import fs from "node:fs";
import path from "node:path";
import {
  blockIn,
  GUIDE,
  GUIDE_EXAMPLES,
  LAUNCH_BEGIN,
  LAUNCH_END,
  LAUNCH_GUIDE,
  exampleLines,
  guideBlock,
  launchBlock,
  withoutTablePadding,
} from "./guide-examples";
import { ROOT } from "./test-support";

const guide = () => fs.readFileSync(path.join(ROOT, GUIDE), "utf8");
const ownersGuide = () => fs.readFileSync(path.join(ROOT, LAUNCH_GUIDE), "utf8");

describe("the editors' guide's examples of the content check", () => {
  it.each(GUIDE_EXAMPLES.map((example, index) => [index + 1, example] as const))(
    "example %i is a mistake the check finds, in Hebrew, at a file, line and column",
    (_index, example) => {
      const lines = exampleLines(example);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        // A settings file (content/site.json), or an entry's own file in a folder (content/classes/tissu.json).
        expect(line).toMatch(new RegExp(`^content/${example.file}(/[a-z0-9-]+)?\\.json:\\d+:\\d+: `));
        expect(line).toMatch(/[\u05d0-\u05ea]/);
      }
    },
  );

  it("quotes exactly what the check prints for them (run scripts/write-guide-examples.ts after a change)", () => {
    expect(withoutTablePadding(blockIn(guide()))).toBe(withoutTablePadding(guideBlock()));
  });

  it("lists before launch exactly what the launch check finds in the fixture content (same fix)", () => {
    const block = launchBlock();
    expect(block.split("\n").filter((line) => line.startsWith("| `content/")).length).toBeGreaterThan(10);
    expect(withoutTablePadding(blockIn(ownersGuide(), LAUNCH_BEGIN, LAUNCH_END))).toBe(withoutTablePadding(block));
  });

  it("quotes no message in English any more", () => {
    expect(guide()).not.toMatch(/is required but missing|must be a|is not valid JSON|does not exist/);
  });
});
