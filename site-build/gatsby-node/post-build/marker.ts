/**
 * A rewrite of a built page relies on a piece of Gatsby's markup (the charset <meta>, the bundle <script> tags...).
 * When that piece is not where it is expected, the rewrite must stop the build instead of doing nothing: a Gatsby
 * upgrade that writes `<script async src>` for `<script src async>` would otherwise ship pages without the rewrite.
 */
export class MissingMarker extends Error {
  constructor(step: string, marker: string) {
    super(`${step}: expected ${marker}, which is not in the page (has Gatsby's markup changed?)`);
    this.name = "MissingMarker";
  }
}

/** The first match of `pattern` in `html`; throws MissingMarker naming `marker` when there is none. */
export function findMarker(html: string, pattern: RegExp, step: string, marker: string): RegExpExecArray {
  const match = pattern.exec(html);
  if (!match) throw new MissingMarker(step, marker);
  return match;
}
