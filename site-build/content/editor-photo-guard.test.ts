/**
 * The content editor's photos (issue 45): the size a photo is made for its kind, the quality that makes its weight,
 * and which kind an upload is. The canvas itself runs in the real editor (e2e/content-editor-hebrew.spec.ts).
 */
import { PICTURE_SIZES } from "../../src/content/picture-sizes";
import { editorPictureKinds } from "./editor-picture-kinds";
import { isPhoto, jpegName, JPEG_QUALITIES, kindAt, webSize, withinWeight } from "./editor-photo-guard";

const COACH = PICTURE_SIZES["videos/coaches"]!;
const EVENT = PICTURE_SIZES["images/events"]!;

describe("webSize", () => {
  it("scales a phone's photo down until it just covers a coach's 480×640 card, keeping all of it", () => {
    expect(webSize({ width: 3024, height: 4032 }, COACH)).toEqual({ width: 480, height: 640 });
    // Taken sideways: as high as the card, wider than it (the site picks the part to show).
    expect(webSize({ width: 4032, height: 3024 }, COACH)).toEqual({ width: 853, height: 640 });
  });

  it("fits an event's picture inside its box, as the site shows it whole", () => {
    expect(webSize({ width: 1080, height: 1920 }, EVENT)).toEqual({ width: 675, height: 1200 });
  });

  it("never scales a picture up", () => {
    expect(webSize({ width: 400, height: 500 }, COACH)).toEqual({ width: 400, height: 500 });
  });
});

describe("withinWeight", () => {
  const encoder = (weights: Record<number, number>) => {
    const asked: number[] = [];
    const encode = (quality: number) => {
      asked.push(quality);
      return Promise.resolve(new Blob([new Uint8Array(weights[quality] ?? 0)]));
    };
    return { encode, asked };
  };

  it("keeps the best quality that makes the weight", async () => {
    const { encode, asked } = encoder({ 0.85: 130_000, 0.75: 100_000 });
    expect((await withinWeight(encode, 115_000))?.size).toBe(100_000);
    expect(asked).toEqual([0.85, 0.75]);
  });

  it("gives nothing when even the lowest quality is too heavy", async () => {
    const heavy = Object.fromEntries(JPEG_QUALITIES.map((quality) => [quality, 200_000]));
    expect(await withinWeight(encoder(heavy).encode, 115_000)).toBeUndefined();
  });
});

describe("the photos and their kinds", () => {
  it("names the made JPEG after the photo", () => {
    expect(jpegName("IMG_2034.HEIC")).toBe("IMG_2034.jpg");
    expect(jpegName("IMG_2034.JPG")).toBe("IMG_2034.jpg");
    expect(jpegName("צילום")).toBe("צילום.jpg");
  });

  it("takes photos, also a HEIC file without a type, and leaves videos alone", () => {
    expect(isPhoto(new File([], "IMG_2034.JPG", { type: "image/jpeg" }))).toBe(true);
    expect(isPhoto(new File([], "IMG_2035.HEIC"))).toBe(true);
    expect(isPhoto(new File([], "maya.mp4", { type: "video/mp4" }))).toBe(false);
    expect(isPhoto(new File([], "logo.svg", { type: "image/svg+xml" }))).toBe(false);
  });

  it("knows an upload's kind by its form, or by its folder on the Assets page", () => {
    const kinds = editorPictureKinds();
    const { width, height, fit, maxBytes } = COACH;
    expect(kindAt("#/collections/coaches/new", kinds)).toEqual({
      folder: "videos/coaches",
      files: ["coaches"],
      ...{ width, height, fit, maxBytes },
    });
    expect(kindAt("#/collections/classes/entries/tissu", kinds)?.folder).toBe("images/classes");
    expect(kindAt("#/collections/_singletons/entries/studio", kinds)?.folder).toBe("images/studio");
    expect(kindAt("#/assets/static/images/shop", kinds)?.folder).toBe("images/shop");
    // The hero's videos are no kind of picture: an upload there is left as it is.
    expect(kindAt("#/collections/_singletons/entries/home", kinds)).toBeUndefined();
  });
});
