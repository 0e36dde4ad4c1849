import { buildDateFrom } from "../../src/lib/dated-content";

/**
 * The day this build goes by (notices in force, upcoming events), read once: the first read writes it to
 * STUDIO_BUILD_DATE, so the rest of the build, its worker processes and the route list agree on one day even when
 * the build runs across midnight. Set STUDIO_BUILD_DATE=YYYY-MM-DD to build "as of" another day.
 */
export function buildDate(env: NodeJS.ProcessEnv = process.env, now: Date = new Date()): string {
  const date = buildDateFrom(env, now);
  env.STUDIO_BUILD_DATE = date;
  return date;
}
