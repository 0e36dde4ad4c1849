import path from "node:path";

/**
 * The language of the content editor's own words, and where they are: Sveltia's English strings (whose keys the
 * Hebrew file has; Sveltia falls back to them for a key it lacks) and this project's Hebrew, its keys flat (`a.b.c`)
 * as Sveltia reads them. The build serves the Hebrew as Sveltia's (site-build/gatsby-node/post-build/editor-locale.ts).
 */
export const EDITOR_LANGUAGE = "he";
export const ENGLISH_STRINGS = path.join("node_modules", "@sveltia", "cms", "locales", "en-US.json");
export const HEBREW_STRINGS = path.join("site-build", "content", "editor-strings.he.json");
