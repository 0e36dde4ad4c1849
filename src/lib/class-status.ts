/**
 * A class's `status` in content/classes/ (issue 19). A paused class keeps its page (the spec's routes are
 * fixed), which says so and offers similar classes; it leaves every list a parent chooses from: the header's and the
 * home page's menus, the timetable, the age finder, the try-out form's classes and sports. A draft class is built in
 * preview builds only (GATSBY_CONTENT_PREVIEW=1, set by the pull-request workflow): a live build has no node, page,
 * menu entry, sitemap entry or route for it.
 */
export interface WithStatus {
  status?: string | null;
}

export const PREVIEW_ENV = "GATSBY_CONTENT_PREVIEW";

/** Whether this build is a pull request's preview, in which draft classes are built too. */
export const isPreviewBuild = (env: Record<string, string | undefined>): boolean => env[PREVIEW_ENV] === "1";

/** Whether a class is in this build at all: drafts only in previews. */
export const isBuilt = (entry: WithStatus, preview: boolean): boolean => entry.status !== "draft" || preview;

export const isPaused = (entry: WithStatus): boolean => entry.status === "paused";

/** The classes that run now, in their order: what menus, the timetable, the age finder and the try-out form list. */
export const runningClasses = <Entry extends WithStatus>(classes: readonly Entry[]): Entry[] =>
  classes.filter((entry) => !isPaused(entry));

/** A class with `"trial": false` offers no try-out (courses that start in cohorts, open training): it says how to join. */
export const offersTrial = (entry: { trial?: boolean | null }): boolean => entry.trial !== false;

/** The classes a try-out can be booked for: running, and not `"trial": false` (the try-out form, the age finder). */
export const trialClasses = <Entry extends WithStatus & { trial?: boolean | null }>(
  classes: readonly Entry[],
): Entry[] => runningClasses(classes).filter(offersTrial);

interface Similar extends WithStatus {
  slug: string;
  menuGroup: string;
  sport?: string | null;
}

/** How many running classes a paused class's page offers at most. */
export const SIMILAR_CLASSES_OFFERED = 3;

/**
 * What a paused class's page offers instead of a try-out: the running classes of the same sport, then those of the
 * same menu group, in the content's order, at most `limit`.
 */
export function similarClasses<Entry extends Similar>(
  paused: Similar,
  classes: readonly Entry[],
  limit = SIMILAR_CLASSES_OFFERED,
): Entry[] {
  const others = runningClasses(classes).filter((entry) => entry.slug !== paused.slug);
  const sameSport = others.filter((entry) => paused.sport && entry.sport === paused.sport);
  const sameMenu = others.filter((entry) => entry.menuGroup === paused.menuGroup && !sameSport.includes(entry));
  return [...sameSport, ...sameMenu].slice(0, limit);
}

/**
 * The try-out form's sports: those a running class teaches (a paused class's sport, if no other class teaches it,
 * is not offered), and the default moved to the first of them when its classes are all paused.
 */
export function offeredSports<Sport extends { id: string }>(
  settings: { sports: readonly Sport[]; defaultSport: string },
  classes: readonly { sport?: string | null }[],
): { sports: Sport[]; defaultSport: string } {
  const taught = new Set(classes.map((entry) => entry.sport));
  const offered = settings.sports.filter((sport) => taught.has(sport.id));
  const sports = offered.length > 0 ? offered : [...settings.sports];
  const defaultSport = sports.some((sport) => sport.id === settings.defaultSport)
    ? settings.defaultSport
    : sports[0]!.id;
  return { sports, defaultSport };
}
