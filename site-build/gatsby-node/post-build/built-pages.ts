import fs from "node:fs";
import path from "node:path";
import type { SiteRoute } from "../site-routes";
import { EDITOR_FOLDER } from "./content-editor";
import type { BuiltPage } from "./page-pass";

/** Gatsby's own build parts (slice fragments), not served: firebase.json's hosting "ignore" leaves them out. */
const BUILD_PARTS = "_gatsby";

/** The not-found page: Gatsby writes it twice, and Hosting serves 404.html for any unknown address. */
const NOT_FOUND_FILES = new Set(["404.html", path.join("404", "index.html")]);

function htmlFiles(dir: string, root = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // The content editor's page is not Gatsby's: a static file with its own policy (firebase.json).
    const notPages = entry.name === BUILD_PARTS || path.relative(root, full) === EDITOR_FOLDER;
    if (entry.isDirectory()) return notPages ? [] : htmlFiles(full, root);
    return entry.isFile() && entry.name.endsWith(".html") ? [path.relative(root, full)] : [];
  });
}

/** Where Gatsby writes a route's page (trailingSlash "never" still writes folders with an index.html). */
const pageFile = (route: string): string =>
  route === "/" ? "index.html" : path.join(route.replace(/^\//, ""), "index.html");

/**
 * Every HTML page of the built site with its route. Throws, naming them, when a route of the route list has no page
 * or a page belongs to no route: the route list (site-routes.ts) and what Gatsby built must be the same.
 */
export function builtPages(publicDir: string, routes: readonly SiteRoute[]): BuiltPage[] {
  const routeOfFile = new Map(routes.map((route) => [pageFile(route.path), route.path]));
  const files = htmlFiles(publicDir);
  const built = new Set(files);
  const problems = [
    ...routes
      .filter((route) => !built.has(pageFile(route.path)))
      .map((route) => `route ${route.path} has no built page (public/${pageFile(route.path)})`),
    ...files
      .filter((file) => !routeOfFile.has(file) && !NOT_FOUND_FILES.has(file))
      .map((file) => `public/${file} is a page of no route (site-build/gatsby-node/site-routes.ts)`),
  ];
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return files.map((file) => ({ file, route: routeOfFile.get(file) ?? null }));
}
