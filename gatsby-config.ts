import type { GatsbyConfig } from "gatsby";
import site from "./content/site.json";
import { NOT_INDEXED_PATHS } from "./src/gatsby/node/robots";
import { CONTENT_FILES, CONTENT_FOLDER, SCHEMAS_FOLDER } from "./src/gatsby/content/content-files";

/** The GraphQL type that each content file's entries become (the registry in src/gatsby/content/content-files.ts). */
const contentType = (fileName: string) =>
  Object.entries(CONTENT_FILES).find(([name]) => name === fileName)?.[1].graphqlType ?? "UnknownJson";

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl: site.siteUrl,
    title: site.title,
    description: site.description,
  },
  jsxRuntime: "automatic",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  trailingSlash: "never",
  plugins: [
    "gatsby-plugin-sass",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      // The JSON Schemas beside the content are for editors, not for the site.
      options: { name: "content", path: `${__dirname}/${CONTENT_FOLDER}`, ignore: [`**/${SCHEMAS_FOLDER}/**`] },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "images", path: `${__dirname}/static/images` },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: NOT_INDEXED_PATHS },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.brand,
        short_name: site.brand,
        description: site.description,
        lang: "he",
        dir: "rtl",
        start_url: "/",
        display: "standalone",
        background_color: "#ffffff",
        theme_color: "#0f1b2d",
        icon: "src/images/icon.png",
        // The favicons and theme colour are written by the Seo component.
        include_favicon: false,
        theme_color_in_head: false,
      },
    },
    {
      resolve: "gatsby-transformer-json",
      options: { typeName: ({ node }: { node: { name: string } }) => contentType(node.name) },
    },
  ],
};

export default config;
