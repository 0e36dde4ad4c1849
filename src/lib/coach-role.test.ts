import { coachRole } from "./coach-role";

describe("coachRole", () => {
  it("gives each coach without a role of their own the role of their place in the list", () => {
    expect(coachRole({ position: 0 })).toBe("מאמן טריקינג");
    expect(coachRole({ position: 1, role: null })).toBe("מאמן טריקינג");
    expect(coachRole({ position: 2 })).toBe("מאמן סטריט וורקאאוט וקליסטניקס");
    expect(coachRole({ position: 3 })).toBe("מאמן אגרוף תאילנדי");
  });

  it("makes every later coach without a role a circus coach", () => {
    expect(coachRole({ position: 4 })).toBe("מאמן קרקס");
    expect(coachRole({ position: 9 })).toBe("מאמן קרקס");
  });

  it("lets a coach's own role replace the rule, wherever the coach stands", () => {
    expect(coachRole({ position: 0, role: "מאמנת אקרו יוגה" })).toBe("מאמנת אקרו יוגה");
    expect(coachRole({ position: 7, role: "מאמן טריקינג ראשי" })).toBe("מאמן טריקינג ראשי");
  });
});
