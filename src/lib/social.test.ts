import { socialLinks } from "./social";

describe("socialLinks", () => {
  it("lists the profiles the studio has, in a fixed order, with Hebrew names", () => {
    const links = socialLinks({
      youtube: "https://www.youtube.com/@studio",
      instagram: "https://www.instagram.com/studio",
      facebook: null,
    });
    expect(links).toEqual([
      { network: "instagram", name: "אינסטגרם", url: "https://www.instagram.com/studio" },
      { network: "youtube", name: "יוטיוב", url: "https://www.youtube.com/@studio" },
    ]);
  });
});
