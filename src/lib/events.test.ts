import { isolateNumberRanges } from "../content/number-runs";
import ui from "@/test-fixtures/content/ui.json";
import fixtureEvents from "@/test-fixtures/content/events.json";
import { englishWords } from "@/test-fixtures/english-words";
import { eventAges, eventDays, eventRegistration } from "./events";
import { eventJsonLd } from "./structured-data";

const texts = ui.events;
const [camp, workshop] = fixtureEvents as [(typeof fixtureEvents)[number], (typeof fixtureEvents)[number]];

describe("event texts", () => {
  it("writes one day, or the first and last of several", () => {
    expect(eventDays(workshop)).toBe("10 במרץ 2030");
    expect(eventDays(camp)).toBe("3 במרץ 2030 – 5 במרץ 2030");
  });

  it("writes the ages the event names, from the texts' templates", () => {
    expect(eventAges({ minAge: 7, maxAge: 12 }, texts)).toBe(
      isolateNumberRanges(texts.agesRange.replace("{min}", "7").replace("{max}", "12")),
    );
    expect(eventAges({ minAge: 14 }, texts)).toBe(texts.agesFrom.replace("{min}", "14"));
    expect(eventAges({ maxAge: 6 }, texts)).toBe(texts.agesUpTo.replace("{max}", "6"));
    expect(eventAges({}, texts)).toBeNull();
  });
});

describe("eventRegistration", () => {
  it("goes to the provider's page when the event names one", () => {
    expect(eventRegistration(camp, "+972501234567", texts)).toEqual({
      href: camp.registerUrl,
      label: texts.register,
      provider: true,
    });
  });

  it("else prepares a WhatsApp message to the studio naming the event and its day", () => {
    const registration = eventRegistration(workshop, "+972501234567", texts);
    expect(registration.provider).toBe(false);
    expect(registration.label).toBe(texts.registerWhatsapp);
    const url = new URL(registration.href);
    expect(url.origin + url.pathname).toBe("https://wa.me/972501234567");
    expect(url.searchParams.get("text")).toBe(
      texts.whatsappMessage.replace("{event}", workshop.title).replace("{date}", "10 במרץ 2030"),
    );
  });
});

describe("eventJsonLd", () => {
  const studio = {
    brand: "Fixture Studio",
    siteUrl: "https://www.fixture.example",
    address: { street: "הרחוב 1", city: "תל אביב-יפו", country: "IL" },
  };

  it("describes an event at the studio in Israel's time, with its ages and price", () => {
    const data = eventJsonLd({ ...camp, path: "/events/spring-camp" }, studio);
    expect(data).toMatchObject({
      "@type": "Event",
      name: camp.title,
      url: "https://www.fixture.example/events/spring-camp",
      startDate: "2030-03-03T09:00:00+02:00",
      endDate: "2030-03-05T13:00:00+02:00",
      location: { "@type": "SportsActivityLocation", address: { addressLocality: "תל אביב-יפו" } },
      typicalAgeRange: "7-12",
      offers: { price: 450, priceCurrency: "ILS", url: camp.registerUrl },
    });
  });

  it("uses summer time in summer, and says no price when the event has none", () => {
    const data = eventJsonLd({ ...workshop, date: "2030-07-10", path: "/events/flips-workshop" }, studio);
    expect(data.startDate).toBe("2030-07-10T10:00:00+03:00");
    expect(data).not.toHaveProperty("offers");
    expect(data.typicalAgeRange).toBe("14-");
  });
});

describe("event texts in each language", () => {
  it.each([
    ["2030-03-10", null, "10 במרץ 2030", "10 March 2030"],
    ["2030-03-03", "2030-03-05", "3 במרץ 2030 – 5 במרץ 2030", "3–5 March 2030"],
    ["2030-03-30", "2030-04-02", "30 במרץ 2030 – 2 באפריל 2030", "30 March 2030 – 2 April 2030"],
    ["2030-03-10", "2030-03-10", "10 במרץ 2030", "10 March 2030"],
  ])("eventDays from %s to %s: %s; %s", (date, endDate, he, en) => {
    expect(eventDays({ date, endDate }, "he")).toBe(he);
    expect(eventDays({ date, endDate }, "en")).toBe(en);
  });

  it.each([
    ["he", texts, "10 במרץ 2030"],
    ["en", englishWords.events, "10 March 2030"],
  ] as const)("the WhatsApp registration in %s names the day in that language", (language, words, day) => {
    const { href } = eventRegistration(workshop, "+972501234567", words, language);
    expect(new URL(href).searchParams.get("text")).toBe(
      words.whatsappMessage.replace("{event}", workshop.title).replace("{date}", day),
    );
  });
});
