// Lighthouse CI's configuration for `npm run bench` (docs/decisions.md, "Quality bars"): how it collects (Debian's
// Chromium, mobile, simulated throttling, several runs per page) and the budgets it asserts on the median run.
// scripts/bench/bench.mjs passes the addresses and the number of runs; it also checks what Lighthouse CI cannot
// (first-load JavaScript, Firebase requests, the LCP ratio to the no-script copy).
const chromium = require("../chromium.json");

const median = (options) => ["error", { ...options, aggregationMethod: "median" }];

const SCORES = {
  "categories:performance": median({ minScore: 0.95 }),
  "categories:accessibility": median({ minScore: 1 }),
  "categories:best-practices": median({ minScore: 1 }),
  "cumulative-layout-shift": median({ maxNumericValue: 0.02 }),
};

// /admin is kept out of search engines on purpose: its SEO audits are asserted one by one, less "is-crawlable".
const SEO_AUDITS_BUT_CRAWLABLE = [
  "document-title",
  "meta-description",
  "http-status-code",
  "link-text",
  "crawlable-anchors",
  "robots-txt",
  "image-alt",
  "hreflang",
  "canonical",
];

module.exports = {
  ci: {
    collect: {
      numberOfRuns: 3,
      chromePath: process.env.CHROME_PATH || chromium.path,
      settings: {
        chromeFlags: chromium.args.join(" "),
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      },
    },
    assert: {
      assertMatrix: [
        {
          // Every page of the site (the bench's no-script copy of the home page is only measured).
          matchingUrlPattern: "^https?://[^/]+/(?!admin$|bench-no-script/)",
          assertions: { ...SCORES, "categories:seo": median({ minScore: 1 }) },
        },
        {
          matchingUrlPattern: "^https?://[^/]+/admin$",
          assertions: {
            ...SCORES,
            ...Object.fromEntries(SEO_AUDITS_BUT_CRAWLABLE.map((id) => [id, median({ minScore: 1 })])),
          },
        },
      ],
    },
  },
};
