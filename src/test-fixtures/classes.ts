import type { HomeClassLink } from "@/sections/ChooseClass/ChooseClass";
import type { ClassLink } from "@/lib/menu";
import { processedImage } from "./media";

const coach = (slug: string, name: string) => ({ slug, name, readMoreLink: `/coaches/${slug}` });

/** A class with every optional field, and its schedule out of weekday order. */
export const fullClass: Queries.ClassDetailsFragment = {
  slug: "flips-kids",
  group: "kids",
  title: "סלטות לילדים",
  summary: "חוג סלטות קצר לילדים.",
  description: ["פסקה ראשונה על החוג.", "פסקה שנייה על החוג."],
  audience: "ילדים בגילאי 8–12.",
  level: "מתחילים",
  sessionOutline: ["חימום", "סלטה", "מתיחות"],
  schedule: [
    { day: "tuesday", start: "17:00", end: "18:00", group: null },
    { day: "sunday", start: "16:30", end: "17:15", group: "גילאי 8–10" },
  ],
  price: { amountILS: 240, period: "month", note: "כולל ביטוח" },
  courseLength: null,
  coaches: [coach("dana-fixture", "דנה בדיקה"), coach("omer-fixture", "עומר בדיקה")],
  bring: ["בקבוק מים", "בגדים נוחים"],
  sport: "Tricking",
  image: "flips-kids.jpg",
  imageAlt: "ילדים מתרגלים סלטה על מזרן",
  picture: processedImage("/static/flips-kids.jpg"),
};

/** A class with none of the optional fields. */
export const plainClass: Queries.ClassDetailsFragment = {
  ...fullClass,
  slug: "open-floor",
  group: "open",
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
  { group: "kids", path: "/classes/flips-kids", menuLabel: "Flips for kids" },
  { group: "adults", path: "/classes/flips-adults", menuLabel: "Flips for adults" },
  { group: "kids", path: "/classes/boxing-kids", menuLabel: "Boxing for kids" },
  { group: "courses", path: "/classes/handstand", menuLabel: "Handstand course" },
  { group: "open", path: "/classes/open-floor", menuLabel: "Open floor" },
];

/** The same list as the home page names it. */
export const homeClassLinks: HomeClassLink[] = classMenuLinks.map(({ group, path, menuLabel }) => ({
  group,
  path,
  title: `${menuLabel} (בעברית)`,
}));
