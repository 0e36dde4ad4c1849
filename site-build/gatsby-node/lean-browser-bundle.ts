import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";

/**
 * Code Gatsby puts into every page's app bundle that never runs on this site, left out of the browser's production
 * bundle (it counts in the home page's first-load JavaScript: docs/performance.md). Each stand-in says what it
 * replaces and what would bring it back.
 */

const standIn = (file: string) => path.resolve(process.cwd(), "src/gatsby/render", file);

/** Modules replaced, by their resolved path: the module's own code is then not in the bundle. */
export const REPLACED: [RegExp, string][] = [
  // Gatsby's built-in Partytown plugin: its browser hook runs in `gatsby develop` only (no-partytown.ts).
  [/[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/, standIn("no-partytown.ts")],
  // Loaded only when a plugin registers a service worker, which none does (no-service-worker.ts).
  [/[\\/]\.cache[\\/]register-service-worker\.js$/, standIn("no-service-worker.ts")],
];

/**
 * Modules without side effects that webpack cannot tell are: when nothing uses what they export, they are left out.
 * Gatsby's <Slice> (gatsby-browser-entry re-exports it; this site has no slices), and the manifest plugin's
 * localised-manifest lookup (called only for a manifest with `localize`, which ours has not).
 */
export const SIDE_EFFECT_FREE = [
  /[\\/]\.cache[\\/]slice\.js$/,
  /[\\/]\.cache[\\/]slice[\\/](server-slice|inline-slice|server-slice-renderer)\.js$/,
  /[\\/]gatsby-plugin-manifest[\\/]get-manifest-pathname\.js$/,
];

interface Config {
  plugins: unknown[];
  module: { rules: unknown[] };
}

/** Applies the above to the browser's production bundle (stage build-javascript) only. */
export function leanBrowserBundle(
  config: Config,
  { stage, plugins }: Pick<CreateWebpackConfigArgs, "stage" | "plugins">,
) {
  if (stage !== "build-javascript") return;
  for (const [pattern, file] of REPLACED) config.plugins.push(plugins.normalModuleReplacement(pattern, file));
  for (const test of SIDE_EFFECT_FREE) config.module.rules.push({ test, sideEffects: false });
}
