import type { PageStep } from "./page-pass";

/**
 * React 18's streaming renderer, which Gatsby uses for every page, can leave NUL bytes (U+0000) inside multi-byte
 * text where its 2 KB output buffer ends ("תנוע\0ה": react issue 31134, gatsby issues 37989 and 38747; fixed only
 * in React 19). The bytes are padding, never content, so removing them restores the text exactly.
 */
export const removeNulBytes = (html: string): string => html.replaceAll("\0", "");

export const nulBytesStep: PageStep = { name: "NUL bytes removed", rewrite: removeNulBytes };
