/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { unexplainedMessages, type NuMessage } from "./nu-html";
import { KNOWN_NU_MESSAGES } from "./nu-html-known";
import { sharingProblems } from "./sharing-tags";

/** A home page as Gatsby built it before the sharing image had its alternative text. */
const BUILT_HOME = fs.readFileSync(path.join(__dirname, "../../src/test-fixtures/built-pages/home.html"), "utf8");
const OG_IMAGE = /(<meta property="og:image" content="[^"]*"[^>]*>)/;
const TWITTER_IMAGE = /(<meta name="twitter:image" content="[^"]*"[^>]*>)/;
const withImageAlts = (html: string, alt: string) =>
  html
    .replace(OG_IMAGE, `$1<meta property="og:image:alt" content="${alt}"/>`)
    .replace(TWITTER_IMAGE, `$1<meta name="twitter:image:alt" content="${alt}"/>`);

describe("sharingProblems", () => {
  it("finds a page whose sharing image has no alternative text, for Facebook and for Twitter", async () => {
    const problems = await sharingProblems(BUILT_HOME);
    expect(problems).toEqual([expect.stringMatching(/og:image:alt/), expect.stringMatching(/twitter:image:alt/)]);
  });

  it("passes the page with both, and refuses them empty", async () => {
    expect(await sharingProblems(withImageAlts(BUILT_HOME, "הלוגו של הסטודיו"))).toEqual([]);
    expect(await sharingProblems(withImageAlts(BUILT_HOME, " "))).toEqual([
      'meta[property="og:image:alt"] is empty',
      'meta[name="twitter:image:alt"] is empty',
    ]);
  });
});

describe("unexplainedMessages", () => {
  const error = (message: string, extract = ""): NuMessage => ({
    type: "error",
    url: "file:/x.html",
    message,
    extract,
  });
  const lazySource = '<picture><source type="image/webp" data-srcset="/a.webp 480w" sizes="100vw"/>';

  it("accepts gatsby-plugin-image's lazy markup and the CSS the checker does not know, and nothing like them", () => {
    const known = [
      error("Element “source” is missing required attribute “srcset”.", lazySource),
      error("The “sizes” attribute must only be specified if the “srcset” attribute is also specified.", lazySource),
      error("CSS: “animation-timeline”: Property “animation-timeline” doesn't exist."),
    ];
    const ours = [
      error("Element “source” is missing required attribute “srcset”.", '<source type="image/webp" sizes="100vw"/>'),
      error("CSS: “colour”: Property “colour” doesn't exist."),
      error(
        "A “script” element with a “type” attribute whose value is neither a JavaScript MIME type, “module”, " +
          "“importmap”, nor “speculationrules” (i.e., a data block) must not have a “src” attribute.",
        '<script type="text/plain" src="/app.js" data-after-paint></script>',
      ),
    ];
    expect(unexplainedMessages([...known, ...ours], KNOWN_NU_MESSAGES)).toEqual(ours);
  });

  it("gives every known message its reason", () => {
    for (const entry of KNOWN_NU_MESSAGES) expect(entry.reason.length).toBeGreaterThan(40);
  });
});
