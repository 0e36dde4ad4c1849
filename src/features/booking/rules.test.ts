import { specBookingRules as rules } from "@/test-fixtures";
import { runsFrom } from "@/lib/course-cycles";
import { englishWords } from "@/test-fixtures/english-words";
import {
  appendBooking,
  BOOKINGS_STORAGE_KEY,
  bookingRecord,
  changeValue,
  classesForSport,
  courseDates,
  dateContext,
  dateError,
  initialSport,
  initialValues,
  isUnavailableDate,
  meetingDays,
  notMeetingMessage,
  weekdayOf,
  isBlockedDate,
  isIsoDate,
  saveBooking,
  sessionsStarted,
  validateBooking,
  type BookingRules,
  type BookingValues,
} from "./rules";

const TODAY = "2025-07-10";
const BOOKING_MESSAGES = rules.messages;
const NOTHING_BLOCKED = { ...rules, blockedDates: [] };
const valid: BookingValues = {
  name: "דנה כהן",
  email: "dana@example.com",
  sport: "Tricking",
  classSlug: "",
  ageGroup: "",
  date: "2025-07-20",
};

describe("isIsoDate", () => {
  it.each(["2025-07-10", "2028-02-29"])("accepts %s", (value) => expect(isIsoDate(value)).toBe(true));
  it.each(["", "2025-7-10", "10/07/2025", "2025-02-30", "2025-13-01", "2027-02-29"])("refuses %p", (value) =>
    expect(isIsoDate(value)).toBe(false),
  );
});

describe("dates", () => {
  it("blocks exactly the listed dates", () => {
    for (const date of rules.blockedDates) expect(isBlockedDate(date, rules.blockedDates)).toBe(true);
    expect(isBlockedDate("2025-07-20", rules.blockedDates)).toBe(false);
    expect(isBlockedDate("2025-07-17", rules.blockedDates)).toBe(false);
  });

  it("accepts today and later open days", () => {
    expect(dateError(TODAY, TODAY, rules)).toBeUndefined();
    expect(dateError("2025-07-20", TODAY, rules)).toBeUndefined();
    expect(dateError("2026-01-01", TODAY, rules)).toBeUndefined();
  });

  it("refuses a day before today, whatever today is", () => {
    expect(dateError("2025-07-09", TODAY, rules)).toBe(BOOKING_MESSAGES.datePast);
    expect(dateError("2024-12-31", "2025-01-01", NOTHING_BLOCKED)).toBe(BOOKING_MESSAGES.datePast);
    expect(dateError("2025-01-01", "2025-01-01", NOTHING_BLOCKED)).toBeUndefined();
  });

  it("refuses a blocked day with the spec's message (content/ui.json, trialBooking.dateBlocked)", () => {
    expect(dateError("2025-07-18", TODAY, rules)).toBe(BOOKING_MESSAGES.dateBlocked);
    expect(dateError("2025-07-26", TODAY, rules)).toBe(BOOKING_MESSAGES.dateBlocked);
    // Blocked wins over past: after July 2025 these dates are still refused with the spec's message.
    expect(dateError("2025-07-18", "2026-11-21", rules)).toBe(BOOKING_MESSAGES.dateBlocked);
  });

  it("asks for a date when there is none, and refuses a malformed one", () => {
    expect(dateError("", TODAY, rules)).toBe(BOOKING_MESSAGES.dateRequired);
    expect(dateError("2025-02-30", TODAY, rules)).toBe(BOOKING_MESSAGES.dateInvalid);
  });
});

describe("validateBooking", () => {
  it("accepts a complete booking", () => {
    expect(validateBooking(valid, rules, TODAY)).toEqual({});
  });

  it("requires the name, the e-mail and the date", () => {
    expect(validateBooking({ ...valid, name: "  ", email: "", date: "" }, rules, TODAY)).toEqual({
      name: BOOKING_MESSAGES.nameRequired,
      email: BOOKING_MESSAGES.emailRequired,
      date: BOOKING_MESSAGES.dateRequired,
    });
  });

  it("wants the e-mail in e-mail format", () => {
    expect(validateBooking({ ...valid, email: "dana.example.com" }, rules, TODAY)).toEqual({
      email: BOOKING_MESSAGES.emailFormat,
    });
  });

  it("allows only the five sports", () => {
    for (const sport of rules.sportIds) expect(validateBooking({ ...valid, sport }, rules, TODAY)).toEqual({});
    expect(validateBooking({ ...valid, sport: "Capoeira" }, rules, TODAY)).toEqual({
      sport: BOOKING_MESSAGES.sportInvalid,
    });
  });

  it("refuses past and blocked dates, relative to the today it is given", () => {
    expect(validateBooking({ ...valid, date: "2025-07-18" }, rules, TODAY).date).toBe(BOOKING_MESSAGES.dateBlocked);
    expect(validateBooking({ ...valid, date: "2025-07-09" }, rules, TODAY).date).toBe(BOOKING_MESSAGES.datePast);
    expect(validateBooking({ ...valid, date: "2025-07-20" }, rules, "2025-07-21").date).toBe(BOOKING_MESSAGES.datePast);
  });
});

describe("initialSport", () => {
  it("is the opener's sport when it is offered", () => {
    expect(initialSport("Muay Thai", rules.sportIds, "Tricking")).toBe("Muay Thai");
  });

  it("is the default when the opener asked for none or for one not offered", () => {
    expect(initialSport(undefined, rules.sportIds, "Tricking")).toBe("Tricking");
    expect(initialSport(null, rules.sportIds, "Tricking")).toBe("Tricking");
    expect(initialSport("Capoeira", rules.sportIds, "Tricking")).toBe("Tricking");
  });
});

describe("recording a booking", () => {
  const now = new Date("2025-07-10T07:00:00Z");
  const record = bookingRecord({ ...valid, name: " דנה כהן ", email: " dana@example.com " }, now, rules);

  it("keeps name, e-mail, sport, class, group and date, trimmed, with the time of booking", () => {
    expect(record).toEqual({ ...valid, createdAt: "2025-07-10T07:00:00.000Z" });
  });

  it("keeps the chosen group's place among its class's groups, the same in every language", () => {
    const classes = [
      { slug: "boxing-kids", ageGroups: [{ name: "גילאי 7–11" }, { name: "גילאי 12–18" }] },
    ] as unknown as BookingRules["classes"];
    const chosen = { ...valid, classSlug: "boxing-kids", ageGroup: "גילאי 12–18" };
    expect(bookingRecord(chosen, now, { classes })).toMatchObject({ ageGroup: "גילאי 12–18", ageGroupPosition: 1 });
    expect(bookingRecord({ ...chosen, ageGroup: "" }, now, { classes })).not.toHaveProperty("ageGroupPosition");
  });

  it("adds to the stored list, and starts afresh when it is missing or unreadable", () => {
    expect(JSON.parse(appendBooking(null, record))).toEqual([record]);
    expect(JSON.parse(appendBooking("not json", record))).toEqual([record]);
    expect(JSON.parse(appendBooking('{"a":1}', record))).toEqual([record]);
    expect(JSON.parse(appendBooking(JSON.stringify([{ old: true }]), record))).toEqual([{ old: true }, record]);
  });

  it("saves to the given storage under trialBookings", () => {
    window.localStorage.clear();
    saveBooking(window.localStorage, record);
    saveBooking(window.localStorage, record);
    expect(BOOKINGS_STORAGE_KEY).toBe("trialBookings");
    expect(JSON.parse(window.localStorage.getItem("trialBookings") ?? "null")).toEqual([record, record]);
  });

  it("forgets, as it saves, the bookings recorded more than 30 days before this one", () => {
    window.localStorage.clear();
    const old = { ...record, createdAt: "2025-06-09T06:59:59.999Z" };
    const recent = { ...record, createdAt: "2025-06-10T07:00:00.000Z" };
    window.localStorage.setItem("trialBookings", JSON.stringify([old, recent]));
    saveBooking(window.localStorage, record);
    expect(JSON.parse(window.localStorage.getItem("trialBookings") ?? "null")).toEqual([recent, record]);
  });
});

/**
 * A studio open Sunday to Friday, a kids' class whose two groups meet on different days, an adults' class with one
 * group, and a class that names no sport. 2025-07-20 is a Sunday, 2025-07-19 a Saturday.
 */
const withClasses: BookingRules = {
  ...rules,
  openDays: ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday"],
  classes: [
    {
      slug: "tricking-kids",
      sport: "Tricking",
      ageGroups: [
        { name: "גילאי 7–12", days: ["sunday", "tuesday"], ages: { minAge: 7, maxAge: 12 } },
        { name: "גילאי 13–18", days: ["wednesday"], ages: { minAge: 13, maxAge: 18 } },
      ],
    },
    { slug: "tissu", sport: "Aerial Silks", ageGroups: [{ name: null, days: ["thursday"], ages: { minAge: 18 } }] },
    { slug: "movement", sport: null, ageGroups: [{ name: null, days: ["monday"], ages: { minAge: 16 } }] },
  ],
};
const kids: BookingValues = { ...valid, classSlug: "tricking-kids", ageGroup: "גילאי 7–12" };

describe("the days a try-out can be on", () => {
  it("knows the weekday of a date wherever the visitor is", () => {
    expect(["2025-07-19", "2025-07-20", "2025-07-25"].map(weekdayOf)).toEqual(["saturday", "sunday", "friday"]);
  });

  it("are the chosen group's days, else the class's, else the studio's open days; without classes, any day", () => {
    expect(meetingDays(withClasses, "tricking-kids", "גילאי 13–18")).toEqual({ days: ["wednesday"], of: "ageGroup" });
    expect(meetingDays(withClasses, "tricking-kids", "")).toEqual({
      days: ["sunday", "tuesday", "wednesday"],
      of: "class",
    });
    expect(meetingDays(withClasses, "tissu", "")).toEqual({ days: ["thursday"], of: "class" });
    expect(meetingDays(withClasses, "", "")).toEqual({ days: withClasses.openDays, of: "studio" });
    expect(meetingDays(rules, "", "")).toBeUndefined();
  });

  it("refuse another day at once, like a blocked date, naming the days the class, group or studio meets", () => {
    const monday = "2025-07-21";
    const group = meetingDays(withClasses, "tricking-kids", "גילאי 7–12");
    expect(dateError(monday, TODAY, rules, { meeting: group })).toBe(
      "בדוי הקבוצה נפגשת רק בימי ראשון ושלישי. אנא בחרו תאריך באחד מהימים האלה.",
    );
    expect(isUnavailableDate(monday, rules.blockedDates, { meeting: group })).toBe(true);
    expect(dateError(monday, TODAY, rules, { meeting: meetingDays(withClasses, "tissu", "") })).toBe(
      "בדוי החוג נפגש רק ביום חמישי. אנא בחרו תאריך באחד מהימים האלה.",
    );
    expect(dateError("2025-07-12", TODAY, NOTHING_BLOCKED, { meeting: meetingDays(withClasses, "", "") })).toBe(
      "בדוי הסטודיו סגור ביום הזה ופתוח בימי ראשון, שני, שלישי, רביעי, חמישי ושישי. אנא בחרו תאריך באחד מהימים האלה.",
    );
    expect(dateError("2025-07-20", TODAY, rules, { meeting: group })).toBeUndefined();
    expect(isUnavailableDate("2025-07-20", rules.blockedDates, { meeting: group })).toBe(false);
  });

  it("keep the spec's blocked-date rule and message on top, and refuse a past meeting day only as past", () => {
    const saturday = meetingDays(withClasses, "", "");
    expect(dateError("2025-07-19", TODAY, rules, { meeting: saturday })).toBe(BOOKING_MESSAGES.dateBlocked);
    expect(isUnavailableDate("2025-07-19", rules.blockedDates, { meeting: saturday })).toBe(true);
    const sunday = meetingDays(withClasses, "tricking-kids", "גילאי 7–12");
    expect(dateError("2025-07-06", TODAY, rules, { meeting: sunday })).toBe(BOOKING_MESSAGES.datePast);
    expect(isUnavailableDate("2025-07-06", rules.blockedDates, { meeting: sunday })).toBe(false);
    expect(isUnavailableDate("", rules.blockedDates, { meeting: sunday })).toBe(false);
  });
});

describe("validateBooking with classes", () => {
  it("accepts a class with its group on a day that group meets", () => {
    expect(validateBooking(kids, withClasses, TODAY)).toEqual({});
    expect(
      validateBooking({ ...valid, sport: "Aerial Silks", classSlug: "tissu", date: "2025-07-24" }, withClasses, TODAY),
    ).toEqual({});
  });

  it("asks which group when the class has several, and refuses a class it does not offer", () => {
    expect(validateBooking({ ...kids, ageGroup: "" }, withClasses, TODAY).ageGroup).toBe(
      BOOKING_MESSAGES.ageGroupRequired,
    );
    expect(validateBooking({ ...kids, ageGroup: "גילאי 99" }, withClasses, TODAY).ageGroup).toBe(
      BOOKING_MESSAGES.ageGroupRequired,
    );
    expect(validateBooking({ ...valid, classSlug: "parkour" }, withClasses, TODAY).classSlug).toBe(
      BOOKING_MESSAGES.classInvalid,
    );
  });

  it("refuses a day the chosen group does not meet", () => {
    expect(validateBooking({ ...kids, ageGroup: "גילאי 13–18" }, withClasses, TODAY).date).toMatch(/ביום רביעי/);
  });
});

describe("choosing a class, a sport and a group", () => {
  it("lists the sport's classes and those that name no sport", () => {
    expect(classesForSport(withClasses.classes!, "Tricking").map((entry) => entry.slug)).toEqual([
      "tricking-kids",
      "movement",
    ]);
  });

  it("sets the sport to the class's own and forgets the group of the class before", () => {
    expect(changeValue(kids, "classSlug", "tissu", withClasses)).toMatchObject({
      classSlug: "tissu",
      sport: "Aerial Silks",
      ageGroup: "",
    });
    expect(changeValue({ ...valid, sport: "Muay Thai" }, "classSlug", "movement", withClasses)).toMatchObject({
      sport: "Muay Thai",
    });
  });

  it("forgets a class of another sport when the sport changes, and keeps one that names none", () => {
    expect(changeValue(kids, "sport", "Muay Thai", withClasses)).toMatchObject({ classSlug: "", ageGroup: "" });
    const movement = { ...valid, classSlug: "movement" };
    expect(changeValue(movement, "sport", "Muay Thai", withClasses)).toMatchObject({ classSlug: "movement" });
    expect(changeValue(kids, "date", "2025-07-22", withClasses)).toEqual({ ...kids, date: "2025-07-22" });
  });
});

describe("initialValues", () => {
  it("sets the form to the class asked for, with its sport, and to the group that takes the age looked for", () => {
    expect(initialValues({ classSlug: "tricking-kids", age: 14 }, withClasses, "Acro Yoga")).toEqual({
      name: "",
      email: "",
      sport: "Tricking",
      classSlug: "tricking-kids",
      ageGroup: "גילאי 13–18",
      date: "",
    });
    expect(initialValues({ classSlug: "tricking-kids" }, withClasses, "Acro Yoga").ageGroup).toBe("");
    expect(initialValues({ classSlug: "tissu", age: 30 }, withClasses, "Acro Yoga")).toMatchObject({
      classSlug: "tissu",
      ageGroup: "",
    });
  });

  it("sets a class's only group when it has a name, as choosing that class in the form does", () => {
    const course: BookingRules = {
      ...withClasses,
      classes: [
        { slug: "handstand", sport: null, ageGroups: [{ name: "קבוצה א'", days: ["monday"], ages: { minAge: 16 } }] },
      ],
    };
    expect(initialValues({ classSlug: "handstand" }, course, "Tricking").ageGroup).toBe("קבוצה א'");
    expect(changeValue(kids, "classSlug", "handstand", course).ageGroup).toBe("קבוצה א'");
  });

  it("falls back to the sport asked for, then the default, for a class it does not offer or none", () => {
    expect(initialValues({ classSlug: "parkour", sport: "Muay Thai" }, withClasses, "Tricking")).toMatchObject({
      classSlug: "",
      sport: "Muay Thai",
    });
    expect(initialValues({}, rules, "Tricking")).toMatchObject({ classSlug: "", sport: "Tricking" });
    expect(initialValues({ classSlug: "movement" }, withClasses, "Acro Yoga")).toMatchObject({ sport: "Acro Yoga" });
  });
});

describe("today's sessions, in Israel's time", () => {
  const evening: BookingRules = {
    ...NOTHING_BLOCKED,
    classes: [
      {
        slug: "tricking-kids",
        sport: "Tricking",
        ageGroups: [
          {
            name: "גילאי 7–12",
            days: ["monday"],
            ages: { minAge: 7, maxAge: 12 },
            slots: [{ day: "monday", start: "16:00" }],
          },
          {
            name: "גילאי 13–18",
            days: ["monday"],
            ages: { minAge: 13, maxAge: 18 },
            slots: [{ day: "monday", start: "19:00" }],
          },
        ],
      },
    ],
  };
  const monday = { ...valid, classSlug: "tricking-kids", ageGroup: "גילאי 7–12", date: "2027-01-04" };
  // Israel is on UTC+2 in January.
  const at = (utc: string) => new Date(utc);

  it("are offered until they start, and refused at once once they have", () => {
    expect(validateBooking(monday, evening, "2027-01-04", at("2027-01-04T13:59:00Z"))).toEqual({});
    expect(validateBooking(monday, evening, "2027-01-04", at("2027-01-04T16:30:00Z"))).toEqual({
      date: BOOKING_MESSAGES.sessionStarted,
    });
    const context = dateContext(evening, monday, at("2027-01-04T16:30:00Z"), "2027-01-04");
    expect(isUnavailableDate(monday.date, [], context)).toBe(true);
    // The older group's session starts at 19:00: still to come at 18:30.
    expect(
      validateBooking({ ...monday, ageGroup: "גילאי 13–18" }, evening, "2027-01-04", at("2027-01-04T16:30:00Z")),
    ).toEqual({});
  });

  it("are judged by Israel's clock wherever the visitor is: evening in New York is the next morning in Israel", () => {
    // 23:00 on Monday in New York (UTC-5), the visitor's "today", is 06:00 on Tuesday in Israel.
    expect(validateBooking(monday, evening, "2027-01-04", at("2027-01-05T04:00:00Z"))).toEqual({
      date: BOOKING_MESSAGES.sessionStarted,
    });
  });

  it("leave a day alone while no class is chosen, and a day after today", () => {
    expect(sessionsStarted(evening, { ...monday, classSlug: "", ageGroup: "" }, at("2027-01-04T16:30:00Z"))).toBe(
      false,
    );
    expect(sessionsStarted(evening, { ...monday, date: "2027-01-11" }, at("2027-01-04T16:30:00Z"))).toBe(false);
  });
});

describe("a course's days to join", () => {
  const course: BookingRules = {
    ...NOTHING_BLOCKED,
    classes: [
      {
        slug: "handstand-course",
        ageGroups: [{ name: "קבוצה א'", days: ["sunday"], ages: { minAge: 16, maxAge: null } }],
        joinable: runsFrom(
          [{ day: "sunday", start: "19:00", end: "20:15", ageGroup: "קבוצה א'" }],
          [{ start: "2027-01-03", meetings: 8, joinUntil: "2027-01-10" }],
          new Set(),
          "2027-01-01",
        ),
      },
    ],
  };
  const chosen = { ...valid, classSlug: "handstand-course", ageGroup: "קבוצה א'" };

  it("are the meetings of a cycle still taking newcomers: another meeting day is refused, naming them", () => {
    expect(validateBooking({ ...chosen, date: "2027-01-10" }, course, "2027-01-01")).toEqual({});
    expect(validateBooking({ ...chosen, date: "2027-01-17" }, course, "2027-01-01")).toEqual({
      date: "בדוי לקורס מצטרפים בתחילת מחזור. אפשר לבחור יום ראשון, 3 בינואר 2027 ויום ראשון, 10 בינואר 2027.",
    });
    expect(courseDates(course, "handstand-course", "קבוצה א'", "2027-01-04")).toEqual(["2027-01-10"]);
  });

  it("are none once the cycle has closed, with a sentence that says so", () => {
    expect(validateBooking({ ...chosen, date: "2027-01-17" }, course, "2027-01-11")).toEqual({
      date: BOOKING_MESSAGES.courseFull,
    });
  });
});

describe("the days and dates the form's messages name, in each language", () => {
  const MESSAGES = { he: rules.messages, en: englishWords.bookingMessages };
  const inLanguage = (language: "he" | "en") => ({ blockedDates: [], messages: MESSAGES[language], language });

  it.each([
    ["he", ["sunday", "tuesday"], "בדוי הקבוצה נפגשת רק בימי ראשון ושלישי. אנא בחרו תאריך באחד מהימים האלה."],
    ["he", ["thursday"], "בדוי הקבוצה נפגשת רק ביום חמישי. אנא בחרו תאריך באחד מהימים האלה."],
    ["en", ["sunday", "tuesday"], "The group meets only on Sundays and Tuesdays."],
    ["en", ["thursday"], "The group meets only on Thursdays."],
  ] as const)("in %s a day off the group's %j is refused: %s", (language, days, message) => {
    const meeting = { days, of: "ageGroup" } as const;
    expect(notMeetingMessage(meeting, MESSAGES[language], language)).toBe(message);
    expect(dateError("2025-07-21", TODAY, inLanguage(language), { meeting })).toBe(message);
  });

  it.each([
    ["he", "בדוי לקורס מצטרפים בתחילת מחזור. אפשר לבחור יום ראשון, 3 בינואר 2027 ויום ראשון, 10 בינואר 2027."],
    ["en", "You can join on Sunday, 3 January 2027 and Sunday, 10 January 2027."],
  ] as const)("in %s a course's days to join are named: %s", (language, message) => {
    const joinable = ["2027-01-03", "2027-01-10"];
    expect(dateError("2027-01-17", "2027-01-01", inLanguage(language), { joinable })).toBe(message);
  });
});
