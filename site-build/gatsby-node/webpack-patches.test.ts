import { ignoreCssOrder, keepFontsAsFiles } from "./webpack-patches";

/** The parts of Gatsby's webpack config that the patches change, shaped as its webpack-utils.js writes them. */
const gatsbyRules = () => [
  { test: /\.(eot|otf|ttf|woff(2)?)(\?.*)?$/, use: [{ loader: "url-loader", options: { limit: 10000, name: "x" } }] },
  {
    test: /\.(ico|svg|jpg|jpeg|png|gif|webp|avif)(\?.*)?$/,
    use: [{ loader: "url-loader", options: { limit: 10000 } }],
  },
];

class MiniCssExtractPlugin {
  options = { filename: "[name].css" } as { filename: string; ignoreOrder?: boolean };
}
class DefinePlugin {}

describe("keepFontsAsFiles", () => {
  it("turns off inlining for fonts only", () => {
    const rules = gatsbyRules();
    keepFontsAsFiles(rules);
    expect(rules[0]!.use[0]!.options).toEqual({ limit: false, name: "x" });
    expect(rules[1]!.use[0]!.options).toEqual({ limit: 10000 });
  });

  it.each([
    ["no font rule", gatsbyRules().slice(1)],
    ["a font rule without a url-loader limit", [{ test: /\.woff2$/, use: [{ loader: "file-loader", options: {} }] }]],
  ])("fails the build when Gatsby's config has %s", (_, rules) => {
    expect(() => keepFontsAsFiles(rules)).toThrow(/no font rule with a url-loader `limit`/);
  });
});

describe("ignoreCssOrder", () => {
  it.each(["develop", "build-javascript"])("quiets the CSS order warnings of stage %s", (stage) => {
    const extract = new MiniCssExtractPlugin();
    ignoreCssOrder([new DefinePlugin(), extract], stage);
    expect(extract.options.ignoreOrder).toBe(true);
  });

  it.each(["build-html", "develop-html"])("leaves stage %s, which extracts no CSS, alone", (stage) => {
    expect(() => ignoreCssOrder([new DefinePlugin()], stage)).not.toThrow();
  });

  it("fails the build when a CSS-extracting stage has no MiniCssExtractPlugin", () => {
    expect(() => ignoreCssOrder([new DefinePlugin()], "build-javascript")).toThrow(/no MiniCssExtractPlugin/);
  });
});
