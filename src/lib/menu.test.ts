import type { ClassGroup } from "@/gatsby/content/fixed-lists";
import { groupClassMenus, groupTitle, MENU_GROUP_LABELS } from "./menu";

const link = (group: ClassGroup, path: string) => ({ group, path, menuLabel: path });

describe("groupClassMenus", () => {
  it("puts each class in its group's dropdown in content order, and open training beside them", () => {
    const menus = groupClassMenus([
      link("kids", "/k1"),
      link("adults", "/a1"),
      link("open", "/o"),
      link("kids", "/k2"),
      link("courses", "/c1"),
    ]);
    expect(menus.dropdowns.map(({ group, links }) => [group, links.map((l) => l.path)])).toEqual([
      ["kids", ["/k1", "/k2"]],
      ["adults", ["/a1"]],
      ["courses", ["/c1"]],
    ]);
    expect(menus.plainLinks.map((l) => l.path)).toEqual(["/o"]);
  });

  it("names the groups as the spec quotes them", () => {
    expect(MENU_GROUP_LABELS.kids).toEqual({ header: "Children's classes", home: "חוגי ילדים" });
    expect(MENU_GROUP_LABELS.adults).toEqual({ header: "Adult classes", home: "חוגי מבוגרים" });
    expect(MENU_GROUP_LABELS.courses).toEqual({ header: "Courses", home: "קורסים" });
    expect(groupTitle("open")).toBe("אימון פתוח");
  });
});
