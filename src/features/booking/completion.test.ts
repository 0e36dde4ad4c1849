import { site } from "@/test-fixtures";
import { trialRequestMessage, trialRequestWhatsappUrl, type TrialRequest } from "./completion";

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
    expect(trialRequestMessage(forClass)).toBe(
      [
        "שלום, כאן דנה כהן. אשמח לקבוע שיעור ניסיון.",
        "חוג: אגרוף לילדים",
        "קבוצה: גילאי 7–11",
        "תאריך: יום ראשון, 20 ביולי 2025",
        "אימייל: dana@example.com",
      ].join("\n"),
    );
  });

  it("names the sport instead when no class was chosen", () => {
    expect(trialRequestMessage(request)).toBe(
      [
        "שלום, כאן דנה כהן. אשמח לקבוע שיעור ניסיון.",
        "סוג אימון: מואי תאי",
        "תאריך: יום ראשון, 20 ביולי 2025",
        "אימייל: dana@example.com",
      ].join("\n"),
    );
  });

  it("goes to the studio's phone, with the message encoded", () => {
    const url = new URL(trialRequestWhatsappUrl(site.phone, request));
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${site.phone.replace(/\D/g, "")}`);
    expect(url.searchParams.get("text")).toBe(trialRequestMessage(request));
  });
});
