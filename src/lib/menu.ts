import type { ClassGroup } from "@/content/fixed-lists";

/** The groups that always get a dropdown menu; "open" training is a plain link beside them while it is one. */
export type DropdownGroup = Exclude<ClassGroup, "open">;

/** The dropdowns, in the order the header and the home page show them. */
export const DROPDOWN_GROUPS = ["kids", "adults", "courses"] as const satisfies readonly DropdownGroup[];

export interface ClassLink {
  group: ClassGroup;
  path: string;
  menuLabel: string;
}

export interface ClassMenus {
  dropdowns: { group: ClassGroup; links: ClassLink[] }[];
  /** The entry of the "open" group, a plain link beside the dropdowns; none when the group has a dropdown. */
  plainLinks: ClassLink[];
}

/**
 * Splits the class list into the three dropdowns and the plain link of open training (the spec's), keeping the
 * content's order. Open training gets a dropdown of its own, the last, once it has more than one entry: a plain
 * link each would crowd the header as the studio grows.
 */
export function groupClassMenus(classes: readonly ClassLink[]): ClassMenus {
  const inGroup = (group: ClassGroup) => classes.filter((link) => link.group === group);
  const openTraining = inGroup("open");
  const groups: readonly ClassGroup[] = openTraining.length > 1 ? [...DROPDOWN_GROUPS, "open"] : DROPDOWN_GROUPS;
  return {
    dropdowns: groups.map((group) => ({ group, links: inGroup(group) })),
    plainLinks: openTraining.length > 1 ? [] : openTraining,
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
