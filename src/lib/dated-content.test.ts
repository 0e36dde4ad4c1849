import {
  buildDateFrom,
  eventLastDay,
  israelDate,
  isUpcoming,
  noticeInForce,
  noticeShownOn,
  noticesInForce,
  upcomingEvents,
} from "./dated-content";

describe("israelDate", () => {
  it("is the day in Israel, not in UTC", () => {
    // 22:30 UTC on 4 March is 00:30 on 5 March in Israel (winter time, UTC+2).
    expect(israelDate(new Date("2030-03-04T22:30:00Z"))).toBe("2030-03-05");
    expect(israelDate(new Date("2030-03-04T21:59:00Z"))).toBe("2030-03-04");
    // Summer time, UTC+3: 21:30 UTC is already the next day.
    expect(israelDate(new Date("2030-07-10T21:30:00Z"))).toBe("2030-07-11");
  });
});

describe("buildDateFrom", () => {
  const now = new Date("2030-03-04T22:30:00Z");
  it("takes STUDIO_BUILD_DATE when given, else today in Israel", () => {
    expect(buildDateFrom({ STUDIO_BUILD_DATE: "2031-01-02" }, now)).toBe("2031-01-02");
    expect(buildDateFrom({}, now)).toBe("2030-03-05");
    expect(buildDateFrom({ STUDIO_BUILD_DATE: "" }, now)).toBe("2030-03-05");
  });
  it("refuses a value that is not a date", () => {
    expect(() => buildDateFrom({ STUDIO_BUILD_DATE: "5.3.2030" }, now)).toThrow(/YYYY-MM-DD/);
    expect(() => buildDateFrom({ STUDIO_BUILD_DATE: "2030-13-45" }, now)).toThrow(/YYYY-MM-DD/);
  });
});

describe("notices", () => {
  const friday = { until: "2030-03-05" };
  const spring = { until: "2030-03-12", pages: ["/", "/schedule"] };

  it("are in force through their until day, and not the day after", () => {
    expect(noticeInForce(friday, "2030-03-04")).toBe(true);
    expect(noticeInForce(friday, "2030-03-05")).toBe(true);
    expect(noticeInForce(friday, "2030-03-06")).toBe(false);
    expect(noticesInForce([friday, spring], "2030-03-06")).toEqual([spring]);
    expect(noticesInForce([friday, spring], "2030-03-13")).toEqual([]);
  });

  it("show on every page, or only on the pages they name", () => {
    expect(noticeShownOn(friday, "/classes/tissu")).toBe(true);
    expect(noticeShownOn(spring, "/")).toBe(true);
    expect(noticeShownOn(spring, "/schedule")).toBe(true);
    expect(noticeShownOn(spring, "/schedule/")).toBe(true);
    expect(noticeShownOn(spring, "/shop")).toBe(false);
  });
});

describe("events", () => {
  const camp = { slug: "camp", date: "2030-03-03", endDate: "2030-03-05", start: "09:00" };
  const workshop = { slug: "workshop", date: "2030-03-10", start: "10:00" };
  const morning = { slug: "morning", date: "2030-03-10", start: "08:00" };

  it("last through their last day", () => {
    expect(eventLastDay(camp)).toBe("2030-03-05");
    expect(eventLastDay(workshop)).toBe("2030-03-10");
    expect(isUpcoming(camp, "2030-03-05")).toBe(true);
    expect(isUpcoming(camp, "2030-03-06")).toBe(false);
    expect(isUpcoming(workshop, "2030-03-10")).toBe(true);
    expect(isUpcoming(workshop, "2030-03-11")).toBe(false);
  });

  it("are listed from the nearest, past ones dropped", () => {
    const all = [workshop, camp, morning];
    expect(upcomingEvents(all, "2030-03-01").map((event) => event.slug)).toEqual(["camp", "morning", "workshop"]);
    expect(upcomingEvents(all, "2030-03-06").map((event) => event.slug)).toEqual(["morning", "workshop"]);
    expect(upcomingEvents(all, "2030-03-11")).toEqual([]);
  });
});
