import { SEARCH_DESCRIPTION_MIN, searchDescription, textLink } from "./fields";

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

describe("searchDescription", () => {
  const accepts = (text: string) => searchDescription.safeParse(text).success;
  const letters = (count: number) => "א".repeat(count);

  it(`takes ${SEARCH_DESCRIPTION_MIN} characters or more, as the page writes them`, () => {
    expect(accepts(letters(SEARCH_DESCRIPTION_MIN))).toBe(true);
    // A line break between the two lines of a coach's description is one space on the page: 20 + 1 + 19.
    expect(accepts(`${letters(20)}\n${letters(19)}`)).toBe(true);
  });

  it("refuses a shorter text, counting a run of spaces and line breaks once and spaces around it not at all", () => {
    expect(accepts(letters(SEARCH_DESCRIPTION_MIN - 1))).toBe(false);
    expect(accepts(`${letters(20)}\n   \n${letters(18)}`)).toBe(false);
    expect(accepts(`   ${letters(SEARCH_DESCRIPTION_MIN - 1)}   `)).toBe(false);
    // The shipped description that a browser check alone used to refuse (issue 45).
    expect(accepts("מאמן מואי תאי\n17 שנות ניסיון בקרבות")).toBe(false);
  });
});
