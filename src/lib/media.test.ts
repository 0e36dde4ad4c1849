import { mediaUrl } from "./media";

describe("mediaUrl", () => {
  it("uses the fallback folders when no bucket is configured", () => {
    expect(mediaUrl("heroVideo", "hero-loop.mp4")).toBe("/videos/hero-loop.mp4");
    expect(mediaUrl("studioImage", "foam-pit.jpg", null)).toBe("/images/studio/foam-pit.jpg");
    expect(mediaUrl("classImage", "tissu.jpg", null)).toBe("/images/classes/tissu.jpg");
    expect(mediaUrl("coachVideo", "amit-cohen.mp4", "")).toBe("/videos/coaches/amit-cohen.mp4");
  });

  it("maps names to the bucket's public download address when a bucket is configured", () => {
    expect(mediaUrl("coachVideo", "amit-cohen.mp4", "studio.appspot.com")).toBe(
      "https://firebasestorage.googleapis.com/v0/b/studio.appspot.com/o/videos%2Fcoaches%2Famit-cohen.mp4?alt=media",
    );
  });

  it("encodes names that need it in both branches", () => {
    expect(mediaUrl("studioImage", "בור ספוג #1.jpg")).toBe(`/images/studio/${encodeURIComponent("בור ספוג #1.jpg")}`);
    expect(mediaUrl("studioImage", "a b&c.jpg", "bucket")).toBe(
      "https://firebasestorage.googleapis.com/v0/b/bucket/o/images%2Fstudio%2Fa%20b%26c.jpg?alt=media",
    );
  });
});
