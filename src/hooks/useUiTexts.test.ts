/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { uiSchema } from "@/content/model/ui";

describe("useUiTexts", () => {
  it("asks the build for every section of content/ui.json, so a new section reaches the components", () => {
    const source = fs.readFileSync(path.join(__dirname, "useUiTexts.ts"), "utf8");
    const queried = /uiTexts \{([^}]*)\}/.exec(source)?.[1]?.split(/\s+/).filter(Boolean);
    expect(queried?.sort()).toEqual(Object.keys(uiSchema.shape).sort());
  });
});
