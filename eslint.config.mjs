import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";
import importPlugin from "eslint-plugin-import";
import { LAYER_RULE, LAYER_RULE_OUTSIDE_TESTS } from "./eslint.layers.mjs";

/**
 * docs/decisions.md, "Firebase, kept off the first load": only src/firebase/ loads the Firebase SDK, so that no other
 * module can pull it into a first load.
 */
const FIREBASE_ONLY_IN_ITS_FOLDER = {
  regex: "^@?firebase(/|$)",
  message: "Only src/firebase/ imports the Firebase SDK: use its accessors (loaded with import()).",
};
/** Browser code names other folders by the @/ alias (src/), not by climbing out of its own folder's parent. */
const NO_CLIMBING = {
  regex: "^(\\.\\./){2,}",
  message: "Import from outside your folder's parent with the @/ alias (@/lib/..., @/components/...).",
};
const FIREBASE_IMPORT_EXPRESSION = {
  selector: "ImportExpression[source.value=/^(@?firebase)(\\u002F|$)/]",
  message: FIREBASE_ONLY_IN_ITS_FOLDER.message,
};
const restrictImports = (...patterns) => ["error", { patterns }];

export default tseslint.config(
  {
    ignores: [
      "public/",
      "public-editor/",
      ".cache/",
      "node_modules/",
      "src/gatsby-types.d.ts",
      "test-results/",
      "bench-results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  react.configs.flat.recommended,
  react.configs.flat["jsx-runtime"],
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    settings: { react: { version: "18.3" } },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true, argsIgnorePattern: "^_" }],
      "no-restricted-imports": restrictImports(FIREBASE_ONLY_IN_ITS_FOLDER),
      "no-restricted-syntax": ["error", FIREBASE_IMPORT_EXPRESSION],
    },
  },
  {
    // Promises in the sign-in chains and event handlers: none forgotten, none handed where a void callback goes.
    files: ["**/*.{ts,tsx,mts,cts}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  {
    files: ["src/**", "english-pages/**", "gatsby-browser.tsx", "gatsby-ssr.tsx"],
    rules: { "no-restricted-imports": restrictImports(FIREBASE_ONLY_IN_ITS_FOLDER, NO_CLIMBING) },
  },
  {
    files: ["src/firebase/**"],
    rules: { "no-restricted-imports": restrictImports(NO_CLIMBING), "no-restricted-syntax": "off" },
  },
  {
    // gatsby-node loads these with Node's own resolution, where the @/ alias does not exist.
    files: ["site-build/**", "src/content/**"],
    rules: { "no-restricted-imports": restrictImports(FIREBASE_ONLY_IN_ITS_FOLDER) },
  },
  {
    // Honest layers (eslint.layers.mjs): no import from a higher layer, no import circle.
    files: ["src/**/*.{ts,tsx}", "english-pages/*.tsx", "site-build/**/*.ts", "gatsby-*.{ts,tsx}"],
    plugins: { import: importPlugin },
    settings: {
      "import/resolver": { typescript: { project: "./tsconfig.json" } },
      "import/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "import/no-restricted-paths": LAYER_RULE,
      // disableScc: the rule's strongly-connected-components pass cost 30 s of lint here and finds nothing more
      // (import-js/eslint-plugin-import#3047).
      "import/no-cycle": ["error", { ignoreExternal: true, disableScc: true }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "english-pages/*.tsx", "site-build/**/*.ts", "gatsby-*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "src/test-fixtures/**"],
    rules: { "import/no-restricted-paths": LAYER_RULE_OUTSIDE_TESTS },
  },
  {
    files: ["**/*.test.{ts,tsx}", "__mocks__/**", "jest.setup.ts", "loadershim.js"],
    languageOptions: { globals: globals.jest },
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
