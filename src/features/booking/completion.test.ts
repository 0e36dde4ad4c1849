import { site } from "@/test-fixtures";
import { trialRequestMessage, trialRequestWhatsappUrl, type TrialRequest } from "./completion";

const request: TrialRequest = {
  name: " דנה כהן ",
  email: " dana@example.com ",
  sport: "Muay Thai",
  sportLabel: "מואי תאי",
  date: "2025-07-20",
};

describe("the try-out request's WhatsApp message", () => {
  it("says in Hebrew who asks for which sport on which day, and how to answer", () => {
    expect(trialRequestMessage(request)).toBe(
      [
        "שלום, כאן דנה כהן. אשמח לקבוע שיעור ניסיון.",
        "סוג אימון: מואי תאי",
        "תאריך: 20 ביולי 2025",
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
