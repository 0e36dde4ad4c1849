/**
 * Where an entry's English twin is (src/content/model/english.ts): beside `content/classes/tissu.json`,
 * `content/classes/tissu.en.json`. Without imports, for the scripts that Node runs as they are (scripts/ci/).
 */
export const ENGLISH = "en";

/** content/classes/tissu.json → content/classes/tissu.en.json. */
export const englishTwinPath = (file: string): string => file.replace(/\.json$/, `.${ENGLISH}.json`);

/** A file's name is a twin's: tissu.en.json. */
export const isEnglishTwinPath = (file: string): boolean => file.endsWith(`.${ENGLISH}.json`);

/** content/classes/tissu.en.json → content/classes/tissu.json. */
export const hebrewOfTwin = (file: string): string => file.replace(new RegExp(`\\.${ENGLISH}\\.json$`), ".json");
