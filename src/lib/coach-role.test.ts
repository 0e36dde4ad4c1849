import { coachRole } from "./coach-role";

describe("coachRole", () => {
  it("gives each coach the role of their place in the list", () => {
    expect(coachRole(0)).toBe("מאמן טריקינג");
    expect(coachRole(1)).toBe("מאמן טריקינג");
    expect(coachRole(2)).toBe("מאמן סטריט וורקאאוט וקליסטניקס");
    expect(coachRole(3)).toBe("מאמן אגרוף תאילנדי");
  });

  it("makes every later coach a circus coach", () => {
    expect(coachRole(4)).toBe("מאמן קרקס");
    expect(coachRole(9)).toBe("מאמן קרקס");
  });
});
