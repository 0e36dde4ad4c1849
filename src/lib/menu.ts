import type { ClassGroup } from "@/content/fixed-lists";

/** The groups that get a dropdown menu; "open" training is a plain link beside them. */
export type DropdownGroup = Exclude<ClassGroup, "open">;

/** The dropdowns, in the order the header and the home page show them. */
export const DROPDOWN_GROUPS = ["kids", "adults", "courses"] as const satisfies readonly DropdownGroup[];

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
  return {
    dropdowns: DROPDOWN_GROUPS.map((group) => ({ group, links: classes.filter((link) => link.group === group) })),
    plainLinks: classes.filter((link) => link.group === "open"),
  };
}

/** The header's plain links after the class links, by the key of their label in the texts' "header" section. */
export const SITE_LINKS = [
  { path: "/schedule", labelKey: "schedule" },
  { path: "/shop", labelKey: "shop" },
  { path: "/user-area", labelKey: "userArea" },
  { path: "/faq", labelKey: "faq" },
] as const;

/** The events' page, linked from the header while an event is upcoming (content/events.json). */
export const EVENTS_PATH = "/events";

/** The header's link to the admin panel, shown to admins only (spec section 6). */
export const ADMIN_LINK = { path: "/admin", labelKey: "admin" } as const;
