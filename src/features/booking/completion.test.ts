import { site, uiTexts } from "@/test-fixtures";
import { classTrialMessage, trialRequestMessage, trialRequestWhatsappUrl, type TrialRequest } from "./completion";

const request: TrialRequest = {
  name: " דנה כהן ",
  email: " dana@example.com ",
  sport: "Muay Thai",
  sportLabel: "מואי תאי",
  classSlug: "",
  group: "",
  classTitle: null,
  date: "2025-07-20",
};
const forClass: TrialRequest = {
  ...request,
  classSlug: "boxing-kids",
  classTitle: "אגרוף לילדים",
  group: "גילאי 7–11",
};

describe("the try-out request's WhatsApp message", () => {
  it("says in Hebrew who asks for which class, group and day, and how to answer", () => {
    expect(trialRequestMessage(forClass, uiTexts.trialForm, uiTexts.trialCompletion)).toBe(
      [
        "בדוי שלום, כאן דנה כהן. אשמח לקבוע שיעור ניסיון.",
        "קבוצת אימון: אגרוף לילדים",
        "שכבה: גילאי 7–11",
        "מועד: יום ראשון, 20 ביולי 2025",
        "בדוי אימייל: dana@example.com",
      ].join("\n"),
    );
  });

  it("names the sport instead when no class was chosen", () => {
    expect(trialRequestMessage(request, uiTexts.trialForm, uiTexts.trialCompletion)).toBe(
      [
        "בדוי שלום, כאן דנה כהן. אשמח לקבוע שיעור ניסיון.",
        "ענף: מואי תאי",
        "מועד: יום ראשון, 20 ביולי 2025",
        "בדוי אימייל: dana@example.com",
      ].join("\n"),
    );
  });

  it("goes to the studio's phone, with the message encoded", () => {
    const url = new URL(trialRequestWhatsappUrl(site.phone, request, uiTexts.trialForm, uiTexts.trialCompletion));
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${site.phone.replace(/\D/g, "")}`);
    expect(url.searchParams.get("text")).toBe(trialRequestMessage(request, uiTexts.trialForm, uiTexts.trialCompletion));
  });
});

describe("a class page's try-out message without the form", () => {
  it("asks for a try-out and names the class on a line of its own, as the form's message does", () => {
    expect(classTrialMessage("אגרוף לילדים", uiTexts.trialOptions, uiTexts.trialForm)).toBe(
      ["בדוי שלום, אשמח לקבוע שיעור ניסיון.", "קבוצת אימון: אגרוף לילדים"].join("\n"),
    );
  });
});
