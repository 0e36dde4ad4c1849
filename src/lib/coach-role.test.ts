import { uiTexts } from "@/test-fixtures";
import { coachRole } from "./coach-role";

const roles = uiTexts.coachPage;

describe("coachRole", () => {
  it("gives each coach the role of their place in the list", () => {
    expect([0, 1, 2, 3].map((position) => coachRole(position, roles))).toEqual(roles.roles.slice(0, 4));
    expect(coachRole(1, { roles: ["א", "ב"], laterRole: "ג" })).toBe("ב");
  });

  it("gives every later coach the last role", () => {
    expect(coachRole(roles.roles.length, roles)).toBe(roles.laterRole);
    expect(coachRole(9, roles)).toBe(roles.laterRole);
  });
});
