/**
 * How content problems are written: `content/FILE.json:LINE:COLUMN: ברשומה "x", בשדה "y": message`, which editors
 * and terminals turn into a link to the place, or as GitHub Actions annotations on the pull request's lines.
 */
import type { LocatedProblem } from "./load-content";

const location = ({ file, line, column }: LocatedProblem) => (line ? `${file}:${line}:${column ?? 1}` : file);

/** `ברשומה "tissu", בשדה "schedule[1].end": שעת הסיום צריכה להיות אחרי שעת ההתחלה` */
function description({ entry, field, message }: LocatedProblem): string {
  const where = [entry && `ברשומה ${entry}`, field && `בשדה "${field}"`].filter(Boolean).join(", ");
  return where ? `${where}: ${message}` : message;
}

export const formatProblem = (problem: LocatedProblem): string => `${location(problem)}: ${description(problem)}`;

/** The build's message: a heading and one line per problem. */
export function formatProblems(problems: LocatedProblem[]): string {
  const heading = `בתוכן שבתיקייה content/ ${problems.length === 1 ? "יש בעיה אחת" : `יש ${problems.length} בעיות`}:`;
  return [heading, ...problems.map((problem) => `  ${formatProblem(problem)}`)].join("\n");
}

// GitHub's workflow commands: data escapes %, CR and LF; property values also escape : and ,.
const escapeData = (text: string) => text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");

/** `::error file=content/classes/tissu.json,line=12,col=5::בשדה "title": חסר: זה שדה חובה…` */
export function githubAnnotation(problem: LocatedProblem): string {
  const properties = [
    `file=${escapeProperty(problem.file)}`,
    ...(problem.line ? [`line=${problem.line}`, `col=${problem.column ?? 1}`] : []),
  ];
  return `::error ${properties.join(",")}::${escapeData(description(problem))}`;
}
