// The site's routes and its content, read from content/: one list for the browser tests (e2e/routes.ts) and the
// bench (scripts/bench/), so that a new class or coach is tested and measured without editing either.
// CommonJS, so that both the bench (ES modules) and Playwright's TypeScript loader can import it.
const fs = require("node:fs");
const path = require("node:path");

/** content/NAME.json, parsed. */
const readContent = (name) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, "..", "content", `${name}.json`), "utf8"));

/** The pages that are not made from a content entry, in the spec's order. */
const FIXED_PAGES = ["/schedule", "/shop", "/user-area", "/accessibility", "/admin"];

/** Every route of the spec's route list: home, each class and course, each coach, then the fixed pages. */
function siteRoutes() {
  return [
    "/",
    ...readContent("classes").map((entry) => `/classes/${entry.slug}`),
    ...readContent("coaches").map((coach) => `/coaches/${coach.slug}`),
    ...FIXED_PAGES,
  ];
}

module.exports = { readContent, FIXED_PAGES, siteRoutes };
