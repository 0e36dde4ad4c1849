import { contentType, UNBUILT_DRAFT_TYPE } from "./content-type";

describe("contentType", () => {
  it("gives each content file's entries the type of the registry", () => {
    expect(contentType("classes", { slug: "a" }, false)).toBe("StudioClass");
    expect(contentType("coaches", { slug: "a" }, false)).toBe("Coach");
    expect(contentType("unknown", {}, false)).toBe("UnknownJson");
  });

  it("keeps a draft class out of the classes' type in a live build, not in a preview", () => {
    expect(contentType("classes", { slug: "a", status: "draft" }, false)).toBe(UNBUILT_DRAFT_TYPE);
    expect(contentType("classes", { slug: "a", status: "draft" }, true)).toBe("StudioClass");
    expect(contentType("classes", { slug: "a", status: "paused" }, false)).toBe("StudioClass");
  });
});
