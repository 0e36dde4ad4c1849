/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { removeDotfiles } from "./dotfiles";

describe("removeDotfiles", () => {
  it("removes every file named with a leading dot, at any depth, and keeps the rest", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dotfiles-"));
    for (const file of ["index.html", "images/events/.gitkeep", "images/a.webp", ".npmrc", "admin/.x/y.txt"]) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), "");
    }
    expect(removeDotfiles(dir).sort()).toEqual([".npmrc", "images/events/.gitkeep"]);
    const left = (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
    expect(left).toEqual(["admin/.x/y.txt", "images/a.webp", "index.html"]);
    fs.rmSync(dir, { recursive: true });
  });
});
