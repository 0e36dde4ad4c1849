const { compilerOptions } = require("./tsconfig.json");

/** tsconfig.json's `paths` (`@/*` → `src/*`), the one place the source aliases are written, as Jest's mapper. */
const sourceAliases = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
    `^${alias.replace("/*", "/(.*)")}$`,
    `<rootDir>/${target.replace("/*", "/$1")}`,
  ]),
);

/** The Hebrew calendar's packages, ES modules only (site-build/gatsby-node/calendar/closures.ts). */
const ESM_PACKAGES = ["@hebcal", "temporal-polyfill", "temporal-utils", "quick-lru"];

/** Unit and component tests, set up the way Gatsby documents: babel-preset-gatsby, a `gatsby` mock, jsdom. */
module.exports = {
  transform: {
    [`node_modules/(?:${ESM_PACKAGES.join("|")})/.+\\.js$`]: "<rootDir>/jest-esm-packages.js",
    "^.+\\.(?:[jt]sx?|mjs)$": "<rootDir>/jest-preprocess.js",
  },
  moduleNameMapper: {
    ...sourceAliases,
    "\\.(css|scss)$": "identity-obj-proxy",
    "\\.(jpe?g|png|gif|svg|webp|avif|mp4|webm|woff2?)$": "<rootDir>/__mocks__/file-mock.js",
    // The Hebrew calendar's package is ES modules only, with no "require" export (its modules also import it by name).
    "^@hebcal/core(?:/dist/esm/index)?$": "<rootDir>/node_modules/@hebcal/core/dist/esm/index.js",
  },
  testMatch: [
    "<rootDir>/src/**/*.test.{ts,tsx}",
    "<rootDir>/site-build/**/*.test.ts",
    "<rootDir>/scripts/**/*.test.ts",
    "<rootDir>/functions/**/*.test.ts",
  ],
  transformIgnorePatterns: [`node_modules/(?!(?:gatsby|gatsby-script|gatsby-link|${ESM_PACKAGES.join("|")})/)`],
  globals: { __PATH_PREFIX__: "" },
  testEnvironment: "jsdom",
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  // A test's limit is for a hang: on two cores busy with the build beside, a component test's waits take seconds.
  testTimeout: 30_000,
  // The bench's baseline is a whole checkout of an earlier commit (scripts/bench/baseline-build.mjs).
  modulePathIgnorePatterns: ["<rootDir>/bench-results/"],
};
