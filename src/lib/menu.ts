import type { MenuGroup } from "@/content/fixed-lists";

/** The menu groups that always get a dropdown menu; "open" training is a plain link beside them while it is one. */
export type DropdownMenuGroup = Exclude<MenuGroup, "open">;

/** The dropdowns, in the order the header and the home page show them. */
export const DROPDOWN_GROUPS = ["kids", "adults", "courses"] as const satisfies readonly DropdownMenuGroup[];

export interface ClassLink {
  menuGroup: MenuGroup;
  path: string;
  menuLabel: string;
}

export interface ClassMenus<Entry = ClassLink> {
  dropdowns: { menuGroup: MenuGroup; links: Entry[] }[];
  /** The entry of the "open" group, a plain link beside the dropdowns; none when the group has a dropdown. */
  plainLinks: Entry[];
}

/**
 * Splits the class list into the three dropdowns and the plain link of open training (the spec's), keeping the
 * content's order. Open training gets a dropdown of its own, the last, once it has more than one entry: a plain
 * link each would crowd the header as the studio grows.
 */
export function groupClassMenus<Entry extends { menuGroup: string }>(classes: readonly Entry[]): ClassMenus<Entry> {
  const inGroup = (menuGroup: MenuGroup) => classes.filter((entry) => entry.menuGroup === menuGroup);
  const openTraining = inGroup("open");
  const groups: readonly MenuGroup[] = openTraining.length > 1 ? [...DROPDOWN_GROUPS, "open"] : DROPDOWN_GROUPS;
  return {
    dropdowns: groups.map((menuGroup) => ({ menuGroup, links: inGroup(menuGroup) })),
    plainLinks: openTraining.length > 1 ? [] : openTraining,
  };
}
