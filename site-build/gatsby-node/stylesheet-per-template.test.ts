import { GATSBY_ONE_STYLESHEET_GROUP, stylesheetPerTemplate } from "./stylesheet-per-template";

const gatsbyConfig = () => ({
  optimization: {
    splitChunks: {
      cacheGroups: { framework: { name: "framework" }, [GATSBY_ONE_STYLESHEET_GROUP]: { name: "styles" } },
    },
  },
});

describe("one stylesheet per template", () => {
  it("takes out Gatsby's one-stylesheet group from the browser's production bundle, and nothing else", () => {
    const config = gatsbyConfig();
    stylesheetPerTemplate(config, "build-javascript");
    expect(Object.keys(config.optimization.splitChunks.cacheGroups)).toEqual(["framework"]);
  });

  it.each(["develop", "build-html", "develop-html"])("leaves stage %s as Gatsby made it", (stage) => {
    const config = gatsbyConfig();
    stylesheetPerTemplate(config, stage);
    expect(config).toEqual(gatsbyConfig());
  });

  it("fails the build when Gatsby no longer has the group", () => {
    const config = { optimization: { splitChunks: { cacheGroups: { framework: {} } } } };
    expect(() => stylesheetPerTemplate(config, "build-javascript")).toThrow(/no "styles" cache group/);
  });
});
