import { coachCards, fullClass, plainClass, site } from "@/test-fixtures";
import { classJsonLd, coachJsonLd, faqJsonLd, serializeJsonLd, studioJsonLd } from "./structured-data";
import { textFacts } from "../content/text-facts";

const classes = [fullClass, plainClass];
const asClassFacts = (entry: Queries.ClassDetailsFragment) => ({ ...entry, path: `/classes/${entry.slug}` });

describe("studioJsonLd", () => {
  const data = studioJsonLd(site);

  it("describes the studio as a schema.org sports location with name, telephone, address and price range", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "SportsActivityLocation",
      name: site.brand,
      telephone: site.phone,
      priceRange: site.priceRange,
      address: {
        "@type": "PostalAddress",
        streetAddress: site.address.street,
        addressLocality: site.address.city,
        addressCountry: "IL",
      },
    });
    expect(data.telephone).toMatch(/^\+\d+$/);
    expect(data["@id"]).toBe(`${site.siteUrl}/#studio`);
  });

  it("gives the opening hours of every day the studio opens, as schema.org days and HH:MM times", () => {
    const hours = studioJsonLd({
      ...site,
      openingHours: [
        { day: "sunday", opens: "15:30", closes: "23:00" },
        { day: "friday", opens: "08:30", closes: "13:00" },
      ],
    }).openingHoursSpecification;
    expect(hours).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Sunday", opens: "15:30", closes: "23:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Friday", opens: "08:30", closes: "13:00" },
    ]);
    expect(data.openingHoursSpecification).toHaveLength(site.openingHours.length);
  });

  it("lists the studio's social profiles as sameAs, and only those it has", () => {
    const sameAs = studioJsonLd({
      ...site,
      social: { instagram: "https://www.instagram.com/studio", tiktok: "https://www.tiktok.com/@studio" },
    }).sameAs;
    expect(sameAs).toEqual(["https://www.instagram.com/studio", "https://www.tiktok.com/@studio"]);
    expect(data.sameAs).toContain(site.social.instagram);
  });
});

describe("classJsonLd", () => {
  it.each(classes.map((entry) => [entry.slug, entry] as const))(
    "describes %s as a course with its schedule",
    (_, entry) => {
      const data = classJsonLd(asClassFacts(entry), site) as any;
      expect(data["@type"]).toBe("Course");
      expect(data.name).toBe(entry.title);
      expect(data.url).toBe(`${site.siteUrl}/classes/${entry.slug}`);
      expect(data.provider["@id"]).toBe(`${site.siteUrl}/#studio`);
      const schedule = data.hasCourseInstance.courseSchedule;
      expect(schedule).toHaveLength(entry.schedule.length);
      for (const slot of schedule) {
        expect(slot).toMatchObject({ "@type": "Schedule", repeatFrequency: "P1W" });
        expect(slot.byDay).toMatch(
          /^https:\/\/schema\.org\/(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday)$/,
        );
        expect(slot.startTime).toMatch(/^\d\d:\d\d$/);
      }
      expect(data.hasCourseInstance.instructor.map((p: { name: string }) => p.name)).toEqual(
        entry.coaches.map((coach) => coach.name),
      );
      if (entry.price) expect(data.offers).toMatchObject({ price: entry.price.amountILS, priceCurrency: "ILS" });
      else expect(data.offers).toBeUndefined();
    },
  );
});

describe("coachJsonLd", () => {
  it("describes a coach as a person with the role it is given", () => {
    const coach = coachCards[3]!;
    const data = coachJsonLd(
      { ...coach, position: 3, readMoreLink: `/coaches/${coach.slug}` },
      "מאמנת בדויה",
      site,
      `/videos/coaches/${coach.poster}`,
    );
    expect(data).toMatchObject({
      "@type": "Person",
      name: coach.name,
      jobTitle: "מאמנת בדויה",
      url: `${site.siteUrl}/coaches/${coach.slug}`,
      worksFor: { "@id": `${site.siteUrl}/#studio` },
    });
    expect(data.description).not.toContain("\n");
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element it is written in", () => {
    expect(serializeJsonLd({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
    expect(JSON.parse(serializeJsonLd({ name: "a</b" }))).toEqual({ name: "a</b" });
  });
});

describe("faqJsonLd", () => {
  it("describes the FAQ as a schema.org FAQPage, each answer as plain text with its facts filled in", () => {
    const facts = textFacts(site, 75);
    const data = faqJsonLd(
      [
        { question: "איפה חונים?", answer: ["חניה: {parking}", "או התקשרו: {phone}"] },
        { question: "מה להביא?", answer: ["מים."] },
      ],
      facts,
    );
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "איפה חונים?",
          acceptedAnswer: { "@type": "Answer", text: `חניה: ${site.directions!.parking}\nאו התקשרו: 054-111-2233` },
        },
        { "@type": "Question", name: "מה להביא?", acceptedAnswer: { "@type": "Answer", text: "מים." } },
      ],
    });
  });
});
