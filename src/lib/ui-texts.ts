import type { ContentOf } from "@/content/content-files";

/** The site's own words, as content/ui.json holds them (its schema: uiSchema in src/content/model/ui.ts). */
export type UiTexts = ContentOf<"ui">;
