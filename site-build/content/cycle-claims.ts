/**
 * A course's cycles hold together with its sessions and its words (issue 46): only a course has cycles, a cycle names
 * a group the course has, starts on a day that group (or the course) meets, and has as many meetings as the course's
 * length says. Relative imports only: gatsby-node runs the content check.
 */
import type { Content, ContentFileName, JsonPath } from "../../src/content/content-files";
import { joinHebrew, onDays } from "../../src/content/format";
import { WEEKDAYS } from "../../src/content/fixed-lists";
import { formatDayAndDate, weekdayOf } from "../../src/lib/dates";

interface CycleProblem {
  name: ContentFileName;
  path: JsonPath;
  message: string;
}

type StudioClass = Content["classes"][number];
type Cycle = NonNullable<StudioClass["cycles"]>[number];

/** "8 מפגשים" in a course's length: the number of meetings it promises, when it names one. */
const MEETINGS_IN_WORDS = /(\d+)\s*מפגשים/;

function problemsOf(studioClass: StudioClass, cycle: Cycle): { field: string; message: string }[] {
  if (studioClass.menuGroup !== "courses")
    return [{ field: "start", message: "מחזורים יש רק לקורס: חוג שאינו קורס נפגש כל שבוע, בלי תאריך התחלה וסוף" }];
  const groups = [...new Set(studioClass.schedule.map((slot) => slot.ageGroup).filter(Boolean))] as string[];
  if (cycle.ageGroup && !groups.includes(cycle.ageGroup)) {
    const named = groups.length > 0 ? `הקבוצות בקורס: ${joinHebrew(groups)}` : "במפגשים של הקורס אין שמות של קבוצות";
    return [{ field: "ageGroup", message: `אין בקורס קבוצה בשם "${cycle.ageGroup}": ${named}` }];
  }
  const slots = studioClass.schedule.filter((slot) => !cycle.ageGroup || slot.ageGroup === cycle.ageGroup);
  const days = WEEKDAYS.filter((day) => slots.some((slot) => slot.day === day));
  const problems: { field: string; message: string }[] = [];
  if (!days.includes(weekdayOf(cycle.start))) {
    const who = cycle.ageGroup ? `הקבוצה ${cycle.ageGroup} נפגשת` : "הקורס נפגש";
    problems.push({
      field: "start",
      message: `המחזור מתחיל ב${formatDayAndDate(cycle.start)}, ו${who} רק ${onDays(days)}: כתבו יום שבו יש מפגש`,
    });
  }
  const promised = MEETINGS_IN_WORDS.exec(studioClass.courseLength ?? "")?.[1];
  if (promised && Number(promised) !== cycle.meetings)
    problems.push({
      field: "meetings",
      message: `במשך הקורס כתוב "${promised} מפגשים", ובמחזור ${cycle.meetings}: תקנו את אחד מהם`,
    });
  return problems;
}

/** Every cycle that does not fit its course, at its field. */
export function cycleProblems({ classes }: Content): CycleProblem[] {
  return classes.flatMap((studioClass, classIndex) =>
    (studioClass.cycles ?? []).flatMap((cycle, cycleIndex) =>
      problemsOf(studioClass, cycle).map(({ field, message }) => ({
        name: "classes" as const,
        path: [classIndex, "cycles", cycleIndex, field],
        message,
      })),
    ),
  );
}
