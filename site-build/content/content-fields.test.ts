/** @jest-environment node */
import { uiSchema } from "../../src/content/model/ui";
import { contentFieldsOf } from "./content-fields";
import { fixtureContent } from "./test-support";

describe("a content file's fields, whole", () => {
  it("are every field the model names, without the node's own", () => {
    const ui = fixtureContent().ui as Record<string, unknown>;
    const node = { ...ui, id: "ui-node", parent: "file", children: [], internal: { type: "UiTexts" } };
    const fields = contentFieldsOf("ui", node);
    expect(Object.keys(fields).sort()).toEqual(Object.keys(uiSchema.shape).sort());
    expect(fields).toEqual(ui);
  });
});
