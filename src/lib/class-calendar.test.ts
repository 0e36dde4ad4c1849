import { calendarLinks, classCalendarPath, groupCalendarKey, groupCalendarPath } from "./class-calendar";

describe("a class's calendar addresses", () => {
  it("are under /calendars/ for the Hebrew site and /en/calendars/ for the English one", () => {
    expect(classCalendarPath("tricking-kids")).toBe("/calendars/tricking-kids.ics");
    expect(classCalendarPath("tricking-kids", "he")).toBe("/calendars/tricking-kids.ics");
    expect(classCalendarPath("tricking-kids", "en")).toBe("/en/calendars/tricking-kids.ics");
    expect(groupCalendarPath("muaythai-kids", "7-11")).toBe("/calendars/muaythai-kids/7-11.ics");
    expect(groupCalendarPath("muaythai-kids", "7-11", "en")).toBe("/en/calendars/muaythai-kids/7-11.ics");
  });

  it("name a group by its ages, and by its days when another group has the same ages", () => {
    const young = { ages: { minAge: 7, maxAge: 11 }, days: ["sunday"] as const };
    const adults = { ages: { minAge: 16 }, days: ["monday"] as const };
    const adultsAgain = { ages: { minAge: 16, maxAge: null }, days: ["tuesday", "thursday"] as const };
    expect(groupCalendarKey(young, [young, adults])).toBe("7-11");
    expect(groupCalendarKey(adults, [young, adults])).toBe("16-plus");
    expect(groupCalendarKey(adultsAgain, [adults, adultsAgain])).toBe("16-plus-tuesday-thursday");
  });

  it("are offered as the https file, its webcal:// address and Google Calendar's page that adds it", () => {
    const links = calendarLinks("https://www.motionlab.example", "/en/calendars/tissu.ics");
    expect(links.file).toBe("https://www.motionlab.example/en/calendars/tissu.ics");
    expect(links.apple).toBe("webcal://www.motionlab.example/en/calendars/tissu.ics");
    expect(links.google).toBe(
      "https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fwww.motionlab.example%2Fen%2Fcalendars%2Ftissu.ics",
    );
  });
});
