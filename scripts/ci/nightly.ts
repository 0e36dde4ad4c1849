/**
 * The nightly rebuild runs shortly after midnight Israel time, so that a notice past its `until` day and the events
 * that are over leave the live site on time. GitHub's schedules are in UTC, and Israel is UTC+2 in winter (IST) and
 * UTC+3 in summer (IDT): the workflow has one schedule for each, and the one whose UTC hour is not midnight in Israel
 * that day does nothing.
 *
 * Usage in the workflow: SCHEDULE='7 22 * * *' node scripts/ci/nightly.ts
 * (SCHEDULE is the schedule that started the run, github.event.schedule; empty for a run started by hand, which is
 * always due). Writes `due=true|false` to $GITHUB_OUTPUT when that is set.
 */
import fs from "node:fs";

/** Israel's offset from UTC at an instant, in minutes (120 or 180). */
export function israelOffsetMinutes(at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: "Asia/Jerusalem",
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    })
      .formatToParts(at)
      .map(({ type, value }) => [type, Number(value)]),
  ) as Record<"year" | "month" | "day" | "hour" | "minute", number>;
  const local = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  return Math.round((local - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** The UTC hour and minute of a daily schedule ("7 22 * * *"), or null for any other kind of schedule. */
export function dailyTime(cron: string): { hour: number; minute: number } | null {
  const match = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(cron.trim());
  if (!match) return null;
  const [minute, hour] = [Number(match[1]), Number(match[2])];
  return hour < 24 && minute < 60 ? { hour, minute } : null;
}

/**
 * Whether the run of a daily schedule that started at `now` is the one that falls in Israel's first hour: its
 * scheduled UTC hour plus Israel's offset now is midnight. The schedule decides, not the clock, so a run that GitHub
 * starts late still counts for the hour it was meant for.
 */
export function isDue(cron: string, now: Date): boolean {
  const time = dailyTime(cron);
  if (!time) return false;
  const israelMinutes = time.hour * 60 + time.minute + israelOffsetMinutes(now);
  return Math.floor((israelMinutes % (24 * 60)) / 60) === 0;
}

function main() {
  const schedule = process.env.SCHEDULE ?? "";
  const due = schedule === "" || isDue(schedule, new Date());
  console.log(
    schedule === ""
      ? "Started by hand: rebuilding now."
      : `Schedule "${schedule}": ${due ? "midnight in Israel, rebuilding." : "not midnight in Israel now, nothing to do."}`,
  );
  if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `due=${due}\n`);
}

// Run as a script (not when a test imports it).
if (process.argv[1]?.endsWith("scripts/ci/nightly.ts")) main();
