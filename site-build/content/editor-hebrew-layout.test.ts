/** The content editor's form right to left, and its "(None)" in Hebrew (issue 36). */
import { installHebrewLayout, NONE_IN_HEBREW, RIGHT_TO_LEFT_FORM, sayNoneInHebrew } from "./editor-hebrew-layout";

describe("the editor's form in Hebrew", () => {
  it("says the editor's (None) in Hebrew, and leaves other texts", () => {
    document.body.innerHTML = `<ul><li role="option"><span>(None)</span></li><li role="option">Muay Thai</li></ul>`;
    sayNoneInHebrew(document.body);
    expect([...document.querySelectorAll("li")].map((item) => item.textContent)).toEqual([NONE_IN_HEBREW, "Muay Thai"]);
  });

  it("lays each field out right to left, and translates a (None) the editor draws later", async () => {
    document.head.innerHTML = "";
    document.body.innerHTML = "";
    installHebrewLayout(window);
    expect(document.head.querySelector("style")?.textContent).toBe(RIGHT_TO_LEFT_FORM);
    expect(RIGHT_TO_LEFT_FORM).toMatch(/section\[data-field-type\] \{ direction: rtl; \}/);
    document.body.append(Object.assign(document.createElement("span"), { textContent: "(None)" }));
    await new Promise((done) => setTimeout(done, 0));
    expect(document.body.textContent).toBe(NONE_IN_HEBREW);
  });
});
