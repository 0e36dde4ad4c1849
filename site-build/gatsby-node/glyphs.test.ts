import { glyphsToKeep } from "./glyphs";

describe("glyphsToKeep", () => {
  const glyphs = glyphsToKeep(["שלום ₪ ©", "Café\n"]);

  it("keeps every character of the texts once, without control characters", () => {
    for (const character of "שלום₪©Café") expect(glyphs).toContain(character);
    expect(glyphs).not.toContain("\n");
    expect(new Set(glyphs).size).toBe(glyphs.length);
  });

  it("always keeps printable ASCII, the Hebrew letters and what number formatting adds", () => {
    for (const character of "AZaz09!~אתץ\u00a0\u200f") expect(glyphs).toContain(character);
  });

  it("leaves out what no text uses", () => {
    expect(glyphs).not.toContain("é".normalize("NFD").charAt(1));
    expect(glyphs).not.toContain("Ж");
  });
});
