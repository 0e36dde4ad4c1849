import { processedCoachPhoto, processedImage } from "@/test-fixtures/media";
import { fallbackAddress, singleAddress, widestOf } from "./processed-picture";

describe("processed pictures as one address", () => {
  it("finds the widest candidate of a srcset, in any order", () => {
    expect(widestOf("/p/480.webp 480w,\n/p/120.webp 120w, /p/240.webp 240w")).toBe("/p/480.webp");
    expect(widestOf("/p/only.jpg")).toBe("/p/only.jpg");
    expect(widestOf("")).toBeUndefined();
  });

  it("gives a video's poster the widest WebP, and search engines the widest picture in its own format", () => {
    const { gatsbyImageData } = processedCoachPhoto("maya").childImageSharp;
    expect(singleAddress(gatsbyImageData)).toBe("/static/480/maya.webp");
    expect(fallbackAddress(gatsbyImageData)).toBe("/static/480/maya.jpg");
  });

  it("falls back to the picture's own format when the build made no WebP", () => {
    const { gatsbyImageData } = processedImage("/static/a/foam-pit.jpg").childImageSharp;
    expect(singleAddress(gatsbyImageData)).toBe("/static/a/foam-pit.jpg");
  });
});
