/**
 * Checks that hold what the classes say to what they are (issue 29): a coach is in one session at a time, a class
 * without a try-out does not offer one in its words, and a price in a note or a product's description is written
 * once, in its number field. Relative imports only: gatsby-node runs the content check.
 */
import type { Content, ContentFileName, JsonPath } from "../../src/content/content-files";
import { weekdayName } from "../../src/content/format";
import { classSchema } from "../../src/content/model/classes";
import { visitorTexts } from "../../src/content/model/facts";

interface ClaimProblem {
  name: ContentFileName;
  path: JsonPath;
  message: string;
}

type StudioClass = Content["classes"][number];
type Session = StudioClass["schedule"][number];

interface PlacedSession {
  classIndex: number;
  sessionIndex: number;
  studioClass: StudioClass;
  session: Session;
}

const overlap = (a: Session, b: Session): boolean => a.day === b.day && a.start < b.end && b.start < a.end;

const describe = ({ studioClass, session }: PlacedSession): string =>
  `"${studioClass.title}" (${weekdayName(session.day)}, ${session.start}–${session.end})`;

/**
 * A coach in two sessions that overlap, reported at the later one in the file, naming both; the sessions of a
 * paused class are not held, and a draft's are not live, so they clash with nothing.
 */
export function coachOverlapProblems({ classes, coaches }: Content): ClaimProblem[] {
  const names = new Map(coaches.map((coach) => [coach.slug, coach.name]));
  const sessions: PlacedSession[] = classes.flatMap((studioClass, classIndex) =>
    studioClass.status !== undefined
      ? []
      : studioClass.schedule.map((session, sessionIndex) => ({ classIndex, sessionIndex, studioClass, session })),
  );
  return sessions.flatMap((later, index) => {
    const clashes = sessions
      .slice(0, index)
      .filter((earlier) => overlap(earlier.session, later.session))
      .flatMap((earlier) =>
        later.studioClass.coaches
          .filter((coach) => earlier.studioClass.coaches.includes(coach))
          .map((coach) => ({ earlier, coach })),
      );
    return clashes.map(({ earlier, coach }) => ({
      name: "classes" as const,
      path: [later.classIndex, "schedule", later.sessionIndex],
      message: `שני מפגשים של ${names.get(coach) ?? coach} באותו זמן: ${describe(earlier)} ו־${describe(later)}. הזיזו אחד מהם, או שבצו בו מאמן אחר`,
    }));
  });
}

/** "שיעור ניסיון", "שיעורי ניסיון", "לשיעור הניסיון": an offer of a try-out in a class's own words. */
const TRY_OUT = /שיעור(?:י)?\s+(?:ה)?ניסיון/;

/** The texts of a class that a visitor reads, with where each is: the model's `visitorText` fields (model/facts.ts). */
const classTexts = (studioClass: StudioClass): { path: JsonPath; text: string }[] =>
  visitorTexts(classSchema, studioClass);

/**
 * A class that says `"trial": false` while its texts offer a try-out, and a class that says how to join instead of a
 * try-out (`howToJoin`) while it still offers one.
 */
export function trialClaimProblems({ classes }: Content): ClaimProblem[] {
  return classes.flatMap((studioClass, index) => {
    if (studioClass.trial !== false)
      return studioClass.howToJoin
        ? [
            {
              name: "classes" as const,
              path: [index, "howToJoin"],
              message:
                'הטקסט הזה מופיע רק בחוג שאין לו שיעור ניסיון: כתבו "trial": false, או מחקו את howToJoin אם יש לחוג שיעור ניסיון',
            },
          ]
        : [];
    return classTexts(studioClass)
      .filter(({ text }) => TRY_OUT.test(text))
      .map(({ path }) => ({
        name: "classes" as const,
        path: [index, ...path],
        message:
          'לחוג כתוב "trial": false, אבל כאן הוא מציע שיעור ניסיון: כתבו איך מצטרפים אליו, או מחקו את "trial": false',
      }));
  });
}

/** An amount of shekels written by hand: "390 ₪", "₪390", "390 ש״ח", "390 שקל". */
const HAND_PRICE = /\d[\d,]*\s*(?:₪|ש["״]ח|שקל)|₪\s*\d/;

/** Whether some age group of the class (its sessions with one age group name, or all of them without names) meets twice. */
/** A price note that says how many sessions a week the price is for (or that they are not counted). */
const SAYS_PER_WEEK = /בשבוע|(?:ללא|בלי) הגבלת/;

const meetsTwice = (studioClass: StudioClass): boolean => {
  const days = new Map<string | undefined, Set<string>>();
  for (const session of studioClass.schedule)
    days.set(session.ageGroup, (days.get(session.ageGroup) ?? new Set()).add(session.day));
  return [...days.values()].some((set) => set.size >= 2);
};

/**
 * A class's price note: no amount written by hand (the second price has its field, twiceWeeklyILS, and goes in as
 * {twiceWeekly}), no {twiceWeekly} without that field, and no twice-weekly price where no group meets twice.
 */
export function priceNoteProblems({ classes }: Content): ClaimProblem[] {
  return classes.flatMap((studioClass, index) => {
    const price = studioClass.price;
    if (!price) return [];
    const at = (field: string, message: string) => ({
      name: "classes" as const,
      path: [index, "price", field],
      message,
    });
    return [
      ...(price.note && HAND_PRICE.test(price.note)
        ? [at("note", "מחיר כתוב כאן ביד: כתבו אותו בשדה twiceWeeklyILS, ובהערה {twiceWeekly} במקומו")]
        : []),
      ...(price.note?.includes("{twiceWeekly}") && price.twiceWeeklyILS === undefined
        ? [at("note", "כתוב {twiceWeekly}, אבל אין לחוג twiceWeeklyILS: כתבו שם את המחיר")]
        : []),
      ...(price.twiceWeeklyILS !== undefined && !meetsTwice(studioClass)
        ? [at("twiceWeeklyILS", "יש מחיר לפעמיים בשבוע, אבל אף קבוצה של החוג לא נפגשת פעמיים בשבוע")]
        : []),
      ...(price.period === "month" &&
      meetsTwice(studioClass) &&
      price.twiceWeeklyILS === undefined &&
      !SAYS_PER_WEEK.test(price.note ?? "")
        ? [
            at(
              "note",
              "קבוצה של החוג נפגשת פעמיים בשבוע, אבל המחיר החודשי לא אומר אם הוא לאימון אחד בשבוע או לשניים: כתבו את זה בהערה, או את המחיר לפעמיים בשבוע ב־twiceWeeklyILS",
            ),
          ]
        : []),
    ];
  });
}

/**
 * A class of the kids' or adults' menus filed under a sport its name does not name, e.g. kids' circus under "טיסו
 * (בד אווירי)", the adults' aerial class: the try-out form would list it under another class's kind. Its sport's
 * Hebrew name (before any parentheses) must be in its title or menu entry. Courses and open training borrow a sport.
 */
export function classKindProblems({ classes, booking }: Content): ClaimProblem[] {
  // A sport listed twice is reported by its own check; its first label is the one the form shows.
  const labels = new Map([...booking.sports].reverse().map((sport) => [sport.id, sport.label.replace(/\s*\(.*$/, "")]));
  return classes.flatMap((studioClass, index) => {
    const label = studioClass.sport === undefined ? undefined : labels.get(studioClass.sport);
    if (!label || !["kids", "adults"].includes(studioClass.menuGroup)) return [];
    if (studioClass.title.includes(label) || studioClass.menuLabel.includes(label)) return [];
    return [
      {
        name: "classes" as const,
        path: [index, "sport"],
        message: `הענף "${label}" לא מופיע בשם החוג או בכותרת שלו: כתבו ב־sport את הענף של החוג עצמו (ואם אין כזה, הוסיפו אותו ל־sports ב־content/booking.json)`,
      },
    ];
  });
}

/** A product's price written by hand in its description: it goes in as {price}, from priceILS. */
export function productPriceProblems({ shop }: Content): ClaimProblem[] {
  return shop.flatMap((product, index) =>
    HAND_PRICE.test(product.description)
      ? [
          {
            name: "shop" as const,
            path: [index, "description"],
            message: "מחיר כתוב כאן ביד: כתבו {price} במקומו, והאתר יציב את המחיר שב־priceILS",
          },
        ]
      : [],
  );
}
