import { uiTexts } from "@/test-fixtures";
import { coachRole } from "./coach-role";

const roles = uiTexts.coachPage;

describe("coachRole", () => {
  it("gives each coach without a role of their own the role of their place in the list", () => {
    expect([0, 1, 2, 3].map((position) => coachRole({ position }, roles))).toEqual(roles.roles.slice(0, 4));
    expect(coachRole({ position: 1, role: null }, { roles: ["א", "ב"], laterRole: "ג" })).toBe("ב");
  });

  it("gives every later coach without a role the last role", () => {
    expect(coachRole({ position: roles.roles.length }, roles)).toBe(roles.laterRole);
    expect(coachRole({ position: 9 }, roles)).toBe(roles.laterRole);
  });

  it("lets a coach's own role replace the rule, wherever the coach stands", () => {
    expect(coachRole({ position: 0, role: "מאמנת אקרו יוגה" }, roles)).toBe("מאמנת אקרו יוגה");
    expect(coachRole({ position: 7, role: "מאמן טריקינג ראשי" }, roles)).toBe("מאמן טריקינג ראשי");
  });
});
