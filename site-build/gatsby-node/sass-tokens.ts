import tokens from "../../src/styles/tokens.json";

/** The Sass module that src/styles/_tokens.scss forwards: the shared design values of src/styles/tokens.json. */
export const TOKENS_MODULE = "tokens:json";

/** `$name: value;` for each token: the values are written as CSS (colours, lengths), which Sass reads as they are. */
export const tokensScss = (values: Readonly<Record<string, string>>): string =>
  Object.entries(values)
    .map(([name, value]) => `$${name}: ${value};`)
    .join("\n");

/** A Sass importer (modern API, gatsby-config's sassOptions) that answers TOKENS_MODULE and nothing else. */
export const designTokensImporter = {
  canonicalize: (url: string): URL | null => (url === TOKENS_MODULE ? new URL(url) : null),
  load: () => ({ contents: tokensScss(tokens), syntax: "scss" as const }),
};
