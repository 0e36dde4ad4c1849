import { isolateNumberRanges } from "@/content/number-runs";
import { site, uiTexts } from "@/test-fixtures";
import { plainText } from "@/content/number-runs";
import { englishWords } from "@/test-fixtures/english-words";
import {
  classTrialMessage,
  sessionHours,
  trialRequestLines,
  trialRequestMessage,
  trialRequestOf,
  trialRequestWhatsappUrl,
  type SessionTime,
  type TrialRequest,
} from "./completion";

const request: TrialRequest = {
  name: " דנה כהן ",
  email: " dana@example.com ",
  sport: "Muay Thai",
  sportLabel: "מואי תאי",
  classSlug: "",
  ageGroup: "",
  classTitle: null,
  hours: null,
  date: "2025-07-20",
};
const forClass: TrialRequest = {
  ...request,
  classSlug: "boxing-kids",
  classTitle: "אגרוף לילדים",
  ageGroup: "גילאי 7–11",
  hours: "16:30–17:30",
};

describe("the try-out request's WhatsApp message", () => {
  it("asks for a try-out, then names the name typed, the class, group, day, date, hours and the e-mail", () => {
    expect(trialRequestMessage(forClass, uiTexts.trialClassChoice, uiTexts.trialCompletion)).toBe(
      [
        "בדוי שלום, אשמח לקבוע שיעור ניסיון.",
        "בדוי שם: דנה כהן",
        "קבוצת אימון: אגרוף לילדים",
        // The group as the site writes a range, youngest first in one run, in the message too.
        `שכבה: ${isolateNumberRanges("גילאי 7–11")}`,
        "מועד: יום ראשון, 20 ביולי 2025",
        "בדוי שעה: 16:30–17:30",
        "בדוי אימייל: dana@example.com",
      ].join("\n"),
    );
  });

  it("never speaks as the person named: the name may be the parent's or the child's", () => {
    const message = trialRequestMessage(forClass, uiTexts.trialClassChoice, uiTexts.trialCompletion);
    const [hello, nameLine] = message.split("\n");
    expect(hello).not.toContain(forClass.name.trim());
    expect(nameLine).toBe(`${uiTexts.trialCompletion.name}: ${forClass.name.trim()}`);
  });

  it("names the sport instead when no class was chosen", () => {
    expect(trialRequestMessage(request, uiTexts.trialClassChoice, uiTexts.trialCompletion)).toBe(
      [
        "בדוי שלום, אשמח לקבוע שיעור ניסיון.",
        "בדוי שם: דנה כהן",
        "ענף: מואי תאי",
        "מועד: יום ראשון, 20 ביולי 2025",
        "בדוי אימייל: dana@example.com",
      ].join("\n"),
    );
  });

  it("goes to the studio's phone, with the message encoded", () => {
    const url = new URL(
      trialRequestWhatsappUrl(site.phone, request, uiTexts.trialClassChoice, uiTexts.trialCompletion),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${site.phone.replace(/\D/g, "")}`);
    expect(url.searchParams.get("text")).toBe(
      trialRequestMessage(request, uiTexts.trialClassChoice, uiTexts.trialCompletion),
    );
  });
});

describe("the request's hours", () => {
  const schedule: SessionTime[] = [
    { day: "sunday", start: "16:30", end: "17:30", ageGroup: "גילאי 7–11" },
    { day: "sunday", start: "17:45", end: "19:00", ageGroup: "גילאי 12–18" },
    { day: "tuesday", start: "16:30", end: "17:30", ageGroup: "גילאי 7–11" },
  ];
  const hoursOn = (ageGroup: string, date: string) => {
    const hours = sessionHours(schedule, ageGroup, date);
    return hours === null ? null : plainText(hours);
  };

  it("are the chosen group's on the date's weekday, or every session that day when no group is chosen", () => {
    expect(hoursOn("גילאי 7–11", "2025-07-20")).toBe("16:30–17:30");
    expect(hoursOn("גילאי 12–18", "2025-07-20")).toBe("17:45–19:00");
    expect(hoursOn("", "2025-07-20")).toBe("16:30–17:30 ו17:45–19:00");
    expect(hoursOn("גילאי 12–18", "2025-07-22")).toBeNull();
  });

  it("come into the request from the class's schedule; none without a class", () => {
    const names = {
      sports: [{ id: "Muay Thai", label: "מואי תאי" }],
      classes: [{ slug: "boxing-kids", title: "אגרוף לילדים", schedule }],
    };
    const values = { ...forClass, sportLabel: undefined, classTitle: undefined, hours: undefined };
    const made = trialRequestOf(values, names);
    expect(made).toMatchObject({ sportLabel: "מואי תאי", classTitle: "אגרוף לילדים" });
    expect(plainText(made.hours!)).toBe("16:30–17:30");
    expect(trialRequestOf({ ...values, classSlug: "" }, names)).toMatchObject({ classTitle: null, hours: null });
  });
});

describe("a class page's try-out message without the form", () => {
  it("asks for a try-out and names the class on a line of its own, as the form's message does", () => {
    expect(classTrialMessage("אגרוף לילדים", uiTexts.trialOptions, uiTexts.trialClassChoice)).toBe(
      ["בדוי שלום, אשמח לקבוע שיעור ניסיון.", "קבוצת אימון: אגרוף לילדים"].join("\n"),
    );
  });
});

describe("the request in each language", () => {
  const schedule: SessionTime[] = [
    { day: "sunday", start: "16:30", end: "17:30", ageGroup: "Ages 7–11" },
    { day: "sunday", start: "17:45", end: "19:00", ageGroup: "Ages 12–18" },
  ];
  const english: TrialRequest = {
    ...request,
    name: " Dana Cohen ",
    sportLabel: "Muay Thai",
    classSlug: "boxing-kids",
    classTitle: "Kids' boxing",
    ageGroup: "",
    hours: null,
  };
  const names = { sports: [], classes: [{ slug: "boxing-kids", title: "Kids' boxing", schedule }] };

  it.each([
    ["he", "16:30–17:30 ו17:45–19:00"],
    ["en", "16:30–17:30 and 17:45–19:00"],
  ] as const)("in %s lists a day's hours as %s, in the request too", (language, hours) => {
    expect(plainText(sessionHours(schedule, "", "2025-07-20", language)!)).toBe(hours);
    expect(plainText(trialRequestOf(english, names, language).hours!)).toBe(hours);
  });

  it("kept on the Hebrew site and shown on the English one, names its group in English, by its place", () => {
    const keptInHebrew = { ...english, ageGroup: "גילאי 12–18", ageGroupPosition: 1 };
    const made = trialRequestOf(keptInHebrew, names, "en");
    expect(made.ageGroup).toBe("Ages 12–18");
    expect(plainText(made.hours!)).toBe("17:45–19:00");
    // A record from before the place was kept, or a place the class no longer has: the group as it was written.
    expect(trialRequestOf({ ...keptInHebrew, ageGroupPosition: undefined }, names, "en").ageGroup).toBe("גילאי 12–18");
    expect(trialRequestOf({ ...keptInHebrew, ageGroupPosition: 5 }, names, "en").ageGroup).toBe("גילאי 12–18");
    expect(trialRequestOf({ ...keptInHebrew, ageGroup: "Ages 7–11" }, names, "en").ageGroup).toBe("Ages 7–11");
  });

  it.each([
    ["he", "יום ראשון, 20 ביולי 2025", uiTexts.trialClassChoice],
    ["en", "Sunday, 20 July 2025", englishWords.requestLabels],
  ] as const)("in %s writes the try-out's day and date as %s", (language, day, labels) => {
    expect(trialRequestLines(english, labels, language)).toContainEqual({ label: labels.dateLine, value: day });
  });

  it("writes the whole WhatsApp message in English from English words, and links to it", () => {
    const { requestLabels, messageTexts } = englishWords;
    const message = trialRequestMessage(english, requestLabels, messageTexts, "en");
    expect(message).toBe(
      [
        "Hello, I would like to book a try-out.",
        "Name: Dana Cohen",
        "Class: Kids' boxing",
        "Date: Sunday, 20 July 2025",
        "E-mail: dana@example.com",
      ].join("\n"),
    );
    const url = new URL(trialRequestWhatsappUrl(site.phone, english, requestLabels, messageTexts, "en"));
    expect(url.searchParams.get("text")).toBe(message);
  });
});
