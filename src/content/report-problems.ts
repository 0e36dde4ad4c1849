/**
 * How content problems are written: `content/FILE.json:LINE:COLUMN: entry "x", field "y": message`, which editors
 * and terminals turn into a link to the place, or as GitHub Actions annotations on the pull request's lines.
 */
import type { LocatedProblem } from "./load-content";

const location = ({ file, line, column }: LocatedProblem) => (line ? `${file}:${line}:${column ?? 1}` : file);

/** "entry "tissu", field "schedule[1].end": must end after it starts" */
function description({ entry, field, message }: LocatedProblem): string {
  const where = [entry && `entry ${entry}`, field && `field "${field}"`].filter(Boolean).join(", ");
  return where ? `${where}: ${message}` : message;
}

export const formatProblem = (problem: LocatedProblem): string => `${location(problem)}: ${description(problem)}`;

/** The build's message: a heading and one line per problem. */
export function formatProblems(problems: LocatedProblem[]): string {
  const heading = `The content in content/ has ${problems.length === 1 ? "a problem" : `${problems.length} problems`}:`;
  return [heading, ...problems.map((problem) => `  ${formatProblem(problem)}`)].join("\n");
}

// GitHub's workflow commands: data escapes %, CR and LF; property values also escape : and ,.
const escapeData = (text: string) => text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");

/** `::error file=content/classes.json,line=12,col=5::entry "tissu", field "title": is required but missing` */
export function githubAnnotation(problem: LocatedProblem): string {
  const properties = [
    `file=${escapeProperty(problem.file)}`,
    ...(problem.line ? [`line=${problem.line}`, `col=${problem.column ?? 1}`] : []),
  ];
  return `::error ${properties.join(",")}::${escapeData(description(problem))}`;
}
