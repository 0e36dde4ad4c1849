import * as sass from "sass";
import tokens from "../../src/styles/tokens.json";
import { designTokensImporter, TOKENS_MODULE, tokensScss } from "./sass-tokens";

describe("the design tokens in Sass", () => {
  it("writes each token as a Sass variable", () => {
    expect(tokensScss({ "header-height": "56px", "color-ink": "#0f1b2d" })).toBe(
      "$header-height: 56px;\n$color-ink: #0f1b2d;",
    );
  });

  it("gives a stylesheet that forwards the module the values of tokens.json, as numbers and colours", () => {
    const css = sass.compileString(
      `@use "${TOKENS_MODULE}" as t; a { block-size: t.$header-height * 2; color: t.$color-ink; }`,
      { importers: [designTokensImporter] },
    ).css;
    expect(css).toContain(`block-size: ${parseFloat(tokens["header-height"]) * 2}px`);
    expect(css).toContain(`color: ${tokens["color-ink"]}`);
  });
});
