import type { HomeClassLink } from "@/sections/ChooseClass/home-class-link";
import type { ClassLink } from "@/lib/menu";
import { processedImage } from "./media";
import type { FixtureOf } from "./fixture-of";

const coach = (slug: string, name: string) => ({ slug, name, readMoreLink: `/coaches/${slug}` });

/** A class with the optional fields its tests read, and its schedule out of weekday order. */
const fullClassFixture: FixtureOf<Queries.ClassDetailsFragment> = {
  slug: "flips-kids",
  menuGroup: "kids",
  title: "סלטות לילדים",
  summary: "חוג סלטות קצר לילדים.",
  description: ["פסקה ראשונה על החוג.", "פסקה שנייה על החוג."],
  audience: "ילדים בגילאי 8–12.",
  level: "מתחילים",
  sessionOutline: ["חימום", "סלטה", "מתיחות"],
  schedule: [
    { day: "tuesday", start: "17:00", end: "18:00", ageGroup: null, minAge: 8, maxAge: 12 },
    { day: "sunday", start: "16:30", end: "17:15", ageGroup: "גילאי 8–10", minAge: 8, maxAge: 10 },
  ],
  cycles: null,
  price: { amountILS: 240, period: "month", twiceWeeklyILS: 330, note: "כולל ביטוח. פעמיים בשבוע: {twiceWeekly}" },
  courseLength: null,
  coaches: [coach("dana-fixture", "דנה בדיקה"), coach("omer-fixture", "עומר בדיקה")],
  bring: ["בקבוק מים", "בגדים נוחים"],
  sport: "Tricking",
  status: null,
  trial: null,
  howToJoin: null,
  image: "flips-kids.jpg",
  imageAlt: "ילדים מתרגלים סלטה על מזרן",
  picture: processedImage("/static/flips-kids.jpg"),
};
export const fullClass = fullClassFixture as Queries.ClassDetailsFragment;

/** A class with none of the optional fields. */
export const plainClass: Queries.ClassDetailsFragment = {
  ...fullClass,
  slug: "open-floor",
  menuGroup: "open",
  title: "אימון פתוח לדוגמה",
  level: null,
  price: null,
  courseLength: null,
  coaches: [],
  sport: null,
  image: null,
  imageAlt: null,
  picture: null,
};

/** The class list as the header's menus get it, in content order. */
export const classMenuLinks: ClassLink[] = [
  { menuGroup: "kids", path: "/classes/flips-kids", menuLabel: "Flips for kids" },
  { menuGroup: "adults", path: "/classes/flips-adults", menuLabel: "Flips for adults" },
  { menuGroup: "kids", path: "/classes/boxing-kids", menuLabel: "Boxing for kids" },
  { menuGroup: "courses", path: "/classes/handstand", menuLabel: "Handstand course" },
  { menuGroup: "open", path: "/classes/open-floor", menuLabel: "Open floor" },
];

/**
 * Each fixture class's weekly sessions with the ages they take: the kids' classes in two age groups (flips 6–9 on
 * two days and 10–14, boxing 8–12), the adults' and the course from 18 and 16 up, open training from 14 up.
 */
const SESSIONS: Record<string, HomeClassLink["schedule"]> = {
  "/classes/flips-kids": [
    { day: "monday", start: "16:00", end: "17:00", ageGroup: "גילאי 6–9", minAge: 6, maxAge: 9 },
    { day: "sunday", start: "16:00", end: "17:00", ageGroup: "גילאי 6–9", minAge: 6, maxAge: 9 },
    { day: "monday", start: "17:15", end: "18:15", ageGroup: "גילאי 10–14", minAge: 10, maxAge: 14 },
  ],
  "/classes/flips-adults": [{ day: "tuesday", start: "20:00", end: "21:30", ageGroup: null, minAge: 18, maxAge: null }],
  "/classes/boxing-kids": [
    { day: "wednesday", start: "17:00", end: "18:00", ageGroup: "גילאי 8–12", minAge: 8, maxAge: 12 },
  ],
  "/classes/handstand": [
    { day: "thursday", start: "19:00", end: "20:00", ageGroup: "קבוצה א'", minAge: 16, maxAge: null },
  ],
  "/classes/open-floor": [{ day: "friday", start: "10:00", end: "12:00", ageGroup: null, minAge: 14, maxAge: null }],
};

const SPORTS: Record<string, string | null> = {
  "/classes/flips-kids": "Tricking",
  "/classes/flips-adults": "Tricking",
  "/classes/boxing-kids": "Capoeira",
};

/** The same list as the home page names it, with the sessions its age finder looks through. */
export const homeClassLinks: HomeClassLink[] = classMenuLinks.map(({ menuGroup, path, menuLabel }) => ({
  slug: path.replace("/classes/", ""),
  menuGroup,
  path,
  title: `${menuLabel} (בעברית)`,
  sport: SPORTS[path] ?? null,
  schedule: SESSIONS[path] ?? [],
}));

/** The same classes as the try-out form's static query answers them. */
export const trialClassNodes = homeClassLinks.map(({ slug, title, menuGroup, sport, schedule }) => ({
  slug,
  title,
  menuGroup,
  sport,
  schedule: schedule.map(({ day, ageGroup, minAge, maxAge }) => ({ day, ageGroup, minAge, maxAge })),
}));
