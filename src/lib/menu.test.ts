import type { ClassGroup } from "@/content/fixed-lists";
import { groupClassMenus } from "./menu";

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

  it("gives open training a dropdown of its own, the last, once it has more than one entry", () => {
    const menus = groupClassMenus([link("open", "/o1"), link("kids", "/k1"), link("open", "/o2")]);
    expect(menus.dropdowns.map(({ group, links }) => [group, links.map((l) => l.path)])).toEqual([
      ["kids", ["/k1"]],
      ["adults", []],
      ["courses", []],
      ["open", ["/o1", "/o2"]],
    ]);
    expect(menus.plainLinks).toEqual([]);
  });
});
