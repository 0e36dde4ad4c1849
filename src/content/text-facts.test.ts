import { site } from "@/test-fixtures";
import { fillFacts, fillFactsText, placeholderProblems, placeholdersIn, providerHosts, textFacts } from "./text-facts";

const facts = textFacts(site, 75);

describe("textFacts", () => {
  it("gives each fact from the studio's content, written as the site shows it", () => {
    expect(facts).toMatchObject({
      brand: site.brand,
      phone: "054-111-2233",
      email: site.email,
      address: `${site.address.street}, ${site.address.city}`,
      parking: site.directions!.parking,
      bookingProvider: site.bookingProvider.name,
      bookingProviderSite: "provider.fixture.example",
      legalName: site.legalEntity.name,
      legalNumber: site.legalEntity.number,
      entrance: site.premises.entrance,
      accessibleParking: site.premises.accessibleParking,
    });
    expect(facts.price).toMatch(/75/);
  });

  it("leaves out the directions the studio does not give", () => {
    expect(textFacts({ ...site, directions: null }, 60).parking).toBeUndefined();
  });

  it("names each host of the booking provider once", () => {
    const provider = { ...site.bookingProvider, loginUrl: "https://login.fixture.example/x" };
    expect(providerHosts(provider)).toEqual(["provider.fixture.example", "login.fixture.example"]);
  });
});

describe("filling a text", () => {
  it("puts each fact in place, and marks the left-to-right ones", () => {
    expect(fillFacts("התקשרו: {phone}. חניה: {parking}", facts)).toEqual([
      { text: "התקשרו: " },
      { text: "054-111-2233", fact: "phone", leftToRight: true },
      { text: ". חניה: " },
      { text: site.directions!.parking, fact: "parking" },
    ]);
    expect(fillFactsText("{brand}", facts)).toBe(site.brand);
  });

  it("leaves an unknown or missing placeholder as written", () => {
    expect(fillFactsText("{nothing} {parking}", { ...facts, parking: undefined })).toBe("{nothing} {parking}");
  });
});

describe("placeholderProblems", () => {
  it("lists each placeholder once, and finds none in a plain text", () => {
    expect(placeholdersIn("{phone} או {phone}, {email}")).toEqual(["phone", "email"]);
    expect(placeholderProblems("טקסט בלי סוגריים", facts)).toEqual([]);
  });

  it("names a misspelt placeholder and one whose fact the content leaves out", () => {
    expect(placeholderProblems("{phnoe}", facts)).toEqual([
      expect.stringMatching(/^כתוב \{phnoe\}, שאינו אחד מאלה: \{brand\}/),
    ]);
    expect(placeholderProblems("{parking}", { ...facts, parking: undefined })).toEqual([
      "כתוב {parking}, אבל content/site.json לא נותן אותו (directions.parking)",
    ]);
  });
});
