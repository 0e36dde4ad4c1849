/**
 * A mistake of the editor's script (Sveltia CMS 0.221.1) mended as the build copies it, until a version mends it.
 *
 * An entry whose English is not turned on has no validity in English: after a save, the locale switcher above each
 * pane reads `Object.values(validities[locale])` for every language and throws (a console error on every save of a
 * Hebrew-only entry, "Cannot convert undefined or null to object"). The mended script reads none as no invalid field.
 */
const SWITCHER_VALIDITY = /Object\.values\(([\w$]+\([\w$]+\))\[([\w$]+)\]\)(\.some\(\(\{valid:([\w$]+)\}\)=>!\4\))/g;

/** `script` with the switcher reading a language without validities as valid; throws unless it is found once. */
export function withDisabledLanguageMended(script: string): string {
  const found = script.match(SWITCHER_VALIDITY) ?? [];
  if (found.length !== 1)
    throw new Error(
      `The editor's script reads a language's validities ${found.length} times, not once: check whether Sveltia still throws for a language that is off`,
    );
  return script.replace(SWITCHER_VALIDITY, "Object.values($1[$2]??{})$3");
}
