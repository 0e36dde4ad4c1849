import { textLink } from "./fields";

describe("textLink", () => {
  const accepts = (href: string) => textLink.safeParse({ label: "קישור", href }).success;

  it.each(["/", "/schedule", "/classes/tissu", "https://www.instagram.com/motionlab.example"])("accepts %s", (href) => {
    expect(accepts(href)).toBe(true);
  });

  // A browser reads "//x" and "/\x" (a backslash is a slash in an http address) as the site x.
  it.each(["//evil.example", "/\\evil.example", "/\\/evil.example", "/a\\b", "http://example.com", "schedule", ""])(
    "refuses %j, which would leave the site or is no address",
    (href) => {
      expect(accepts(href)).toBe(false);
    },
  );
});
