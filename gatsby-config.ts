import type { GatsbyConfig } from "gatsby";
import site from "./content/site.json";
import { siteRoutes, type SiteRoute } from "./site-build/gatsby-node/site-routes";
import { languageAlternates } from "./src/language/language";
import { designTokensImporter } from "./site-build/gatsby-node/sass-tokens";
import { PAGE_COLOR, THEME_COLOR } from "./src/lib/design-tokens";
import { CONTENT_FOLDER, SCHEMAS_FOLDER } from "./src/content/content-files";
import { buildDate } from "./site-build/gatsby-node/build-date";
import { pictureSources } from "./site-build/gatsby-node/picture-sources";

// The day the build goes by (notices, events), fixed before anything reads it: see build-date.ts.
buildDate();

/** The route list once per build, for each page's alternates in the sitemap. */
let routes: ReadonlySet<string> | undefined;
const builtRoutes = () => (routes ??= new Set(siteRoutes().map((route) => route.path)));

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
    {
      resolve: "gatsby-plugin-sass",
      // src/styles/_tokens.scss forwards the values of src/styles/tokens.json, which TypeScript reads too.
      options: { sassOptions: { importers: [designTokensImporter] } },
    },
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      // The JSON Schemas beside the content are for editors, not for the site; the English twins (tissu.en.json) are
      // read by the content check, and not by the Hebrew site.
      options: {
        name: "content",
        path: `${__dirname}/${CONTENT_FOLDER}`,
        ignore: [`**/${SCHEMAS_FOLDER}/**`, "**/*.en.json"],
      },
    },
    ...pictureSources(__dirname),
    {
      resolve: "gatsby-plugin-sitemap",
      // Exactly the indexed routes of the route list; the post-build pass fails if one of them was not built.
      // Each page's twin in the other language beside it (hreflang), when both are built.
      options: {
        resolvePages: () => siteRoutes().filter((route) => route.indexed),
        serialize: ({ path }: SiteRoute) => ({
          url: path,
          links: languageAlternates(path, builtRoutes()).map((alternate) => ({
            lang: alternate.lang,
            url: new URL(alternate.path, site.siteUrl).href,
          })),
        }),
      },
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
        background_color: PAGE_COLOR,
        theme_color: THEME_COLOR,
        icon: "src/images/icon.png",
        // The favicons, the Apple touch icon and theme colour are written by the Seo component: not the plugin's
        // eight legacy apple-touch-icon links, 0.2 KB gzip of every page's HTML (docs/performance.md).
        include_favicon: false,
        legacy: false,
        theme_color_in_head: false,
      },
    },
  ],
};

export default config;
