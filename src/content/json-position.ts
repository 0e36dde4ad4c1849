/**
 * Lines and columns in a JSON file, so that every problem can be reported as file:line:column: where a JSON path
 * is (found with jsonc-parser's syntax tree, which keeps each node's offset), and where a syntax error is.
 */
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from "jsonc-parser";
import type { JsonPath } from "./content-files";

interface Position {
  line: number;
  column: number;
}

/** 1-based line and column (in UTF-16 code units, as editors count them) of a character offset. */
function positionAt(text: string, offset: number): Position {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: offset - lineStart + 1 };
}

/**
 * Where the value at `path` is written: at its field's name when it is a field, at the value itself in a list.
 * A field that is missing is shown at the object that should hold it.
 */
export function positionOfPath(text: string, path: JsonPath): Position | undefined {
  const root = parseTree(text);
  if (!root) return undefined;
  for (let length = path.length; length >= 0; length--) {
    const node: Node | undefined = findNodeAtLocation(root, path.slice(0, length));
    if (node) return positionAt(text, node.parent?.type === "property" ? node.parent.offset : node.offset);
  }
  return undefined;
}

const SYNTAX_ERRORS: Record<string, string> = {
  InvalidSymbol: "a character that JSON does not allow here (texts and field names take double quotes)",
  InvalidNumberFormat: "a number written in a way JSON does not allow",
  PropertyNameExpected: "a field name in double quotes is expected here (is there a comma too many?)",
  ValueExpected: "a value is expected here (is there a comma too many, or a missing value?)",
  ColonExpected: "a colon (:) is expected after the field name",
  CommaExpected: "a comma is expected before this",
  CloseBraceExpected: "a closing } is expected",
  CloseBracketExpected: "a closing ] is expected",
  EndOfFileExpected: "the file should end here (is there an extra } or ]?)",
  InvalidCommentToken: "JSON has no comments",
  UnexpectedEndOfComment: "JSON has no comments",
  UnexpectedEndOfString: "a text is not closed with a double quote",
  UnexpectedEndOfNumber: "a number is cut short",
  InvalidUnicode: "a \\u escape is not four hexadecimal digits",
  InvalidEscapeCharacter: "a backslash (\\) in a text must be written \\\\",
  InvalidCharacter: "a text may not contain a line break or tab: write \\n or \\t",
};

/** The first syntax error in `text` in an editor's words, with its position; nothing when the JSON is valid. */
export function syntaxError(text: string): (Position & { message: string }) | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    const errors: ParseError[] = [];
    parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    const [first] = errors;
    if (!first) return { line: 1, column: 1, message: `is not valid JSON (${(error as Error).message})` };
    const reason = SYNTAX_ERRORS[printParseErrorCode(first.error)] ?? printParseErrorCode(first.error);
    return { ...positionAt(text, first.offset), message: `is not valid JSON: ${reason}` };
  }
}
