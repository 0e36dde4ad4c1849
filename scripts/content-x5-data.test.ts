/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { CONTENT_FILE_NAMES } from "../src/content/content-files";
import { readContentData } from "../site-build/content/content-on-disk";
import { validateContent } from "../site-build/content/validate-content";
import { COPIES, contentWithMore, contentX5, type X5Class, type X5Coach } from "./content-x5-data";

const ROOT = path.join(__dirname, "..");
const shipped = Object.fromEntries(CONTENT_FILE_NAMES.map((name) => [name, readContentData(ROOT, name) as unknown]));
const classes = shipped.classes as X5Class[];
const coaches = shipped.coaches as X5Coach[];
const x5 = contentX5(classes, coaches);

describe("contentX5", () => {
  it("has five times the classes and coaches, every slug and name once", () => {
    expect(x5.classes).toHaveLength(COPIES * classes.length);
    expect(x5.coaches).toHaveLength(COPIES * coaches.length);
    for (const key of ["slug", "menuLabel"] as const)
      expect(new Set(x5.classes.map((entry) => entry[key])).size).toBe(x5.classes.length);
    for (const key of ["slug", "name"] as const)
      expect(new Set(x5.coaches.map((entry) => entry[key])).size).toBe(x5.coaches.length);
  });

  it("names a class's copies by extending its name, and pauses one", () => {
    const [first, second] = x5.classes;
    expect(second!.menuLabel.startsWith(`${first!.menuLabel} `)).toBe(true);
    expect(x5.classes.filter((entry) => entry.status === "paused")).toHaveLength(1);
  });

  it("passes the build's content check with the shipped media", () => {
    const mediaExists = (folder: string, file: string) => fs.existsSync(path.join(ROOT, "static", folder, file));
    expect(validateContent({ ...shipped, ...x5 }, mediaExists)).toEqual([]);
  });
});

describe("contentWithMore", () => {
  const mediaExists = (folder: string, file: string) => fs.existsSync(path.join(ROOT, "static", folder, file));

  it.each([3, coaches.length + 2])("adds %i classes and coaches after the studio's own, each once", (more) => {
    const grown = contentWithMore(classes, coaches, more);
    expect(grown.coaches).toHaveLength(coaches.length + more);
    expect(grown.classes).toHaveLength(classes.length + more);
    expect(grown.coaches.slice(0, coaches.length).map((coach) => coach.slug)).toEqual(coaches.map((c) => c.slug));
    for (const key of ["slug", "name"] as const)
      expect(new Set(grown.coaches.map((entry) => entry[key])).size).toBe(grown.coaches.length);
    for (const key of ["slug", "menuLabel"] as const)
      expect(new Set(grown.classes.map((entry) => entry[key])).size).toBe(grown.classes.length);
    expect(grown.coaches.map((coach) => coach.order)).toEqual(grown.coaches.map((_, index) => index + 1));
  });

  it("passes the build's content check: each new class is taught by a new coach, so no coach is in two places", () => {
    expect(validateContent({ ...shipped, ...contentWithMore(classes, coaches, 3) }, mediaExists)).toEqual([]);
  });
});
