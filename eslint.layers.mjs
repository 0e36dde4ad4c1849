// The layers of src/ and site-build/ (docs/architecture.md, "Where things are"), bottom first. A file may import its
// own layer and the layers below it, never one above: eslint's import/no-restricted-paths refuses such an import
// naming both layers, and import/no-cycle refuses any import circle. What runs in the browser (and in the HTML
// renderer) is src/; the build-time code, which only Node runs, is the two layers of site-build/ on top, so nothing
// in src/ can import it.
import fs from "node:fs";

const LAYERS = [
  { name: "design tokens", folders: ["src/styles"] },
  { name: "languages", folders: ["src/language"] },
  { name: "content model", folders: ["src/content"] },
  { name: "pure logic", folders: ["src/lib"] },
  { name: "hooks", folders: ["src/hooks"] },
  { name: "components", folders: ["src/components"] },
  { name: "Firebase services", folders: ["src/firebase"] },
  { name: "features", folders: ["src/features"] },
  { name: "home sections", folders: ["src/sections"] },
  { name: "pages", folders: ["src/views", "src/pages", "src/templates", "english-pages"] },
  { name: "Gatsby glue", folders: ["src/gatsby", "gatsby-browser.tsx", "gatsby-ssr.tsx"] },
  { name: "content tooling", folders: ["site-build/content"] },
  { name: "Gatsby's Node side", folders: ["site-build/gatsby-node", "gatsby-node.ts", "gatsby-config.ts"] },
];

const upwardZones = LAYERS.flatMap((layer, index) =>
  LAYERS.slice(index + 1).map((higher) => ({
    target: layer.folders,
    from: higher.folders,
    message: `${layer.name} (${layer.folders[0]}) may not import ${higher.name} (${higher.folders[0]}), a higher layer.`,
  })),
);

/** Each feature is a slice of its own: what two features share belongs in a lower layer. */
const features = fs.readdirSync("src/features", { withFileTypes: true }).filter((entry) => entry.isDirectory());
const crossFeatureZones = features.flatMap((feature) =>
  features
    .filter((other) => other.name !== feature.name)
    .map((other) => ({
      target: `src/features/${feature.name}`,
      from: `src/features/${other.name}`,
      message: `Feature ${feature.name} may not import feature ${other.name}: move what both need to a lower layer.`,
    })),
);

const testSupportZone = {
  target: "src",
  from: "src/test-fixtures",
  message: "Only tests import src/test-fixtures.",
};

const restrict = (zones) => ["error", { zones }];
export const LAYER_RULE = restrict([...upwardZones, ...crossFeatureZones]);
export const LAYER_RULE_OUTSIDE_TESTS = restrict([...upwardZones, ...crossFeatureZones, testSupportZone]);
