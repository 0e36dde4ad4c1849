/**
 * The formats' English: over every day of four years, every set of weekdays, a run of amounts and every holiday, no
 * English output of the functions that write days, dates, prices and lists holds a Hebrew letter or a right-to-left
 * mark. The same inputs in Hebrew do write Hebrew, so the check is not empty.
 */
import { WEEKDAYS, type Weekday } from "@/content/fixed-lists";
import { formatPrice, formatShekels, joinList, onDays, shortDayName, weekdayName } from "@/content/format";
import { HOLIDAY_IDS, holidayName } from "@/content/holidays";
import { cycleRunTexts, cycleRuns } from "@/lib/course-cycles";
import { addDays, formatDate, formatDateRange, formatDayAndDate } from "@/lib/dates";
import { eventDays, eventRegistration } from "@/lib/events";
import { openingWeek } from "@/lib/opening-hours";
import { describeSlot } from "@/lib/schedule";
import { weeklyTimetable, type TimetableClass } from "@/lib/timetable";
import { sessionHours, trialRequestMessage, type TrialRequest } from "@/features/booking/completion";
import { dateError, notMeetingMessage } from "@/features/booking/rules";
import { uiTexts } from "@/test-fixtures";
import { englishWords } from "@/test-fixtures/english-words";
import type { Language } from "@/language/language";

const HEBREW_LETTER = /[\u0590-\u05FF]/;
/** RIGHT-TO-LEFT MARK, ARABIC LETTER MARK, and the right-to-left embedding, override and isolate. */
const RIGHT_TO_LEFT_MARK = /[\u200f\u061c\u202b\u202e\u2067]/;

/** Every day from 2025 through 2028. */
const DAYS = Array.from({ length: 4 * 365 + 1 }, (_, index) => addDays("2025-01-01", index));
/** Every set of weekdays, in the week's order: 127 of them. */
const DAY_SETS: Weekday[][] = Array.from({ length: 127 }, (_, bits) =>
  WEEKDAYS.filter((_, index) => (bits + 1) & (1 << index)),
);
const AMOUNTS = [...Array.from({ length: 400 }, (_, index) => (index - 100) * 37), 0.4, 99.5, -1234.5, 1_234_567];
const PERIODS = ["month", "course", "session", "card"] as const;

const WORDS = {
  he: {
    periods: uiTexts.classPage,
    cycles: uiTexts.classPage,
    events: uiTexts.events,
    labels: uiTexts.trialClassChoice,
    message: uiTexts.trialCompletion,
    booking: uiTexts.trialBooking,
    audiences: uiTexts.timetable,
    nextCycle: uiTexts.timetable.nextCycle,
  },
  en: {
    periods: englishWords.periods,
    cycles: englishWords.cycles,
    events: englishWords.events,
    labels: englishWords.requestLabels,
    message: englishWords.messageTexts,
    booking: englishWords.bookingMessages,
    audiences: {
      kidsAudience: "Kids and teens",
      adultsAudience: "Adults",
      coursesAudience: "Teens and adults",
      openAudience: "Teens and adults",
    },
    nextCycle: englishWords.nextCycle,
  },
};

/** Classes named in neither language's letters, so that what is Hebrew in the output is the formats' own. */
const CLASSES: TimetableClass[] = [
  {
    title: "Tissu",
    path: "/classes/tissu",
    menuGroup: "adults",
    schedule: WEEKDAYS.map((day) => ({ day, start: "09:30", end: "11:00", ageGroup: "18+", minAge: 18 })),
    coaches: [{ name: "Itai" }],
    price: { amountILS: 1320, period: "month" },
  },
  {
    title: "Handstand course",
    path: "/classes/handstand-course",
    menuGroup: "courses",
    schedule: [{ day: "sunday", start: "19:00", end: "20:15", minAge: 16 }],
    coaches: [{ name: "Daniel" }],
    price: { amountILS: 560, period: "course" },
    cycles: [{ start: "2027-01-03", meetings: 8 }],
  },
];

/** Two sessions every day: a day's hours are a list. */
const TWICE_A_DAY = WEEKDAYS.flatMap((day) => [
  { day, start: "09:30", end: "11:00" },
  { day, start: "18:00", end: "19:00" },
]);

const REQUEST: TrialRequest = {
  name: "Dana",
  email: "dana@example.com",
  sport: "Tissu",
  sportLabel: "Tissu",
  classSlug: "tissu",
  classTitle: "Tissu",
  ageGroup: "18+",
  hours: "09:30–11:00",
  date: "2025-07-20",
};

/** Each format, with all it writes in `language` from the inputs above. */
const FORMATS: [string, (language: Language) => string[]][] = [
  ["formatDate", (language) => DAYS.map((day) => formatDate(day, language))],
  ["formatDayAndDate", (language) => DAYS.map((day) => formatDayAndDate(day, language))],
  [
    "formatDateRange and eventDays",
    (language) =>
      DAYS.flatMap((day) =>
        [1, 2, 30, 400].flatMap((length) => {
          const endDate = addDays(day, length);
          return [formatDateRange(day, endDate, language), eventDays({ date: day, endDate }, language)];
        }),
      ),
  ],
  ["weekdayName", (language) => WEEKDAYS.map((day) => weekdayName(day, language))],
  [
    "shortDayName and joinList",
    (language) =>
      DAY_SETS.map((days) =>
        joinList(
          days.map((day) => shortDayName(day, language)),
          language,
        ),
      ),
  ],
  ["onDays", (language) => DAY_SETS.map((days) => onDays(days, language))],
  [
    "notMeetingMessage",
    (language) =>
      DAY_SETS.flatMap((days) =>
        (["class", "ageGroup", "studio"] as const).map((of) =>
          notMeetingMessage({ days, of }, WORDS[language].booking, language),
        ),
      ),
  ],
  [
    "dateError's days to join a course",
    (language) =>
      DAYS.slice(0, 200).map((day) =>
        dateError(
          "2030-01-01",
          "2024-12-31",
          { blockedDates: [], messages: WORDS[language].booking, language },
          { joinable: [day, addDays(day, 7), addDays(day, 14)] },
        )!,
      ),
  ],
  ["formatShekels", (language) => AMOUNTS.map((amount) => formatShekels(amount, language))],
  [
    "formatPrice",
    (language) =>
      AMOUNTS.flatMap((amount) =>
        PERIODS.map((period) => formatPrice(amount, period, WORDS[language].periods, language)),
      ),
  ],
  ["holidayName", (language) => HOLIDAY_IDS.map((id) => holidayName(id, language))],
  [
    "cycleRunTexts",
    (language) =>
      DAYS.slice(0, 100).flatMap((start) =>
        cycleRuns(CLASSES[1]!.schedule, { start, meetings: 8 }, new Set()).flatMap((run) =>
          Object.values(cycleRunTexts(run, start, WORDS[language].cycles, language)),
        ),
      ),
  ],
  [
    "eventRegistration",
    (language) =>
      DAYS.slice(0, 100).map((date) => {
        const event = { title: "Flips workshop", date, endDate: addDays(date, 2) };
        return decodeURIComponent(eventRegistration(event, "+972501234567", WORDS[language].events, language).href);
      }),
  ],
  [
    "openingWeek",
    (language) => openingWeek([{ day: "sunday", opens: "07:00", closes: "22:00" }], language).map((day) => day.name),
  ],
  [
    "describeSlot",
    (language) =>
      WEEKDAYS.map((day) => describeSlot({ day, start: "16:30", end: "17:30", ageGroup: "Ages 6–9" }, language)),
  ],
  [
    "weeklyTimetable",
    (language) => {
      const words = WORDS[language];
      const timetableWords = {
        audiences: words.audiences,
        periods: words.periods,
        cycles: { ...words.cycles, nextCycle: words.nextCycle },
        today: "2027-01-01",
        closed: new Set<string>(),
      };
      return weeklyTimetable(CLASSES, timetableWords, language).flatMap((day) => [
        day.name,
        ...day.rows.flatMap((row) => [row.price, row.cycle ?? "", row.time, row.audience]),
      ]);
    },
  ],
  ["sessionHours", (language) => DAYS.slice(0, 14).map((day) => sessionHours(TWICE_A_DAY, "", day, language) ?? "")],
  [
    "trialRequestMessage",
    (language) =>
      DAYS.slice(0, 100).map((date) =>
        trialRequestMessage({ ...REQUEST, date }, WORDS[language].labels, WORDS[language].message, language),
      ),
  ],
];

describe("English from the formats", () => {
  it.each(FORMATS)("%s writes no Hebrew letter and no right-to-left mark in English", (_name, write) => {
    const written = write("en");
    expect(written.length).toBeGreaterThan(0);
    expect(written.filter((text) => HEBREW_LETTER.test(text) || RIGHT_TO_LEFT_MARK.test(text))).toEqual([]);
  });

  it.each(FORMATS)("%s does write Hebrew from the same inputs in Hebrew", (_name, write) => {
    expect(write("he").some((text) => HEBREW_LETTER.test(text) || RIGHT_TO_LEFT_MARK.test(text))).toBe(true);
  });
});
