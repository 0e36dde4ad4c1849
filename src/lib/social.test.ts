import { uiTexts } from "@/test-fixtures";
import { socialLinks, socialUrls } from "./social";

const profiles = {
  youtube: "https://www.youtube.com/@studio",
  instagram: "https://www.instagram.com/studio",
  facebook: null,
};

describe("socialLinks", () => {
  it("lists the profiles the studio has, in a fixed order, with the networks' names from content/ui.json", () => {
    expect(socialLinks(profiles, uiTexts.social)).toEqual([
      { network: "instagram", name: uiTexts.social.instagram, url: "https://www.instagram.com/studio" },
      { network: "youtube", name: uiTexts.social.youtube, url: "https://www.youtube.com/@studio" },
    ]);
    expect(socialUrls(profiles)).toEqual(["https://www.instagram.com/studio", "https://www.youtube.com/@studio"]);
  });
});
