import type { ClassGroup } from "@/gatsby/content/fixed-lists";

/** The groups that get a dropdown menu; "open" training is a plain link beside them. */
export type DropdownGroup = Exclude<ClassGroup, "open">;

/** How the class menus are grouped, and what each group is called in the header and on the home page. */
export const MENU_GROUP_LABELS = {
  kids: { header: "Children's classes", home: "חוגי ילדים" },
  adults: { header: "Adult classes", home: "חוגי מבוגרים" },
  courses: { header: "Courses", home: "קורסים" },
} as const satisfies Record<DropdownGroup, { header: string; home: string }>;

export interface ClassLink {
  group: ClassGroup;
  path: string;
  menuLabel: string;
}

export interface ClassMenus {
  dropdowns: { group: DropdownGroup; links: ClassLink[] }[];
  /** Entries of the "open" group: plain links beside the dropdowns. */
  plainLinks: ClassLink[];
}

/** Splits the class list into the three dropdowns and the plain links, keeping the content's order. */
export function groupClassMenus(classes: readonly ClassLink[]): ClassMenus {
  const groups = Object.keys(MENU_GROUP_LABELS) as DropdownGroup[];
  return {
    dropdowns: groups.map((group) => ({ group, links: classes.filter((link) => link.group === group) })),
    plainLinks: classes.filter((link) => link.group === "open"),
  };
}

/** The header's plain links after the class links (the admin link is added for admins only). */
export const SITE_LINKS = [
  { path: "/shop", label: "Shop" },
  { path: "/user-area", label: "Personal area" },
] as const;

/** The header's link to the admin panel, shown to admins only (spec section 6). */
export const ADMIN_LINK = { path: "/admin", label: "Admin Panel" } as const;

/** The home page's name for the open-training link, and the section title of its page. */
export const OPEN_TRAINING_HOME_LABEL = "אימון פתוח";

/** Exhaustive over the content's groups: a group added there without its Hebrew name fails the type check. */
const GROUP_TITLES: Record<ClassGroup, string> = {
  kids: MENU_GROUP_LABELS.kids.home,
  adults: MENU_GROUP_LABELS.adults.home,
  courses: MENU_GROUP_LABELS.courses.home,
  open: OPEN_TRAINING_HOME_LABEL,
};

/** The Hebrew name of a class's menu group, as the home page and the class pages show it. */
export const groupTitle = (group: ClassGroup): string => GROUP_TITLES[group];
