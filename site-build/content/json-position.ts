/**
 * Lines and columns in a JSON file, so that every problem can be reported as file:line:column: where a JSON path
 * is (found with jsonc-parser's syntax tree, which keeps each node's offset), and where a syntax error is.
 */
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from "jsonc-parser";
import type { JsonPath } from "../../src/content/content-files";

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
  InvalidSymbol: 'תו ש־JSON לא מרשה כאן (טקסט ושמות שדות כותבים בין מירכאות כפולות ישרות "…")',
  InvalidNumberFormat: "מספר שכתוב בצורה ש־JSON לא מרשה",
  PropertyNameExpected: "כאן צריך לבוא שם שדה בין מירכאות כפולות (אולי יש פסיק מיותר?)",
  ValueExpected: "כאן צריך לבוא ערך (אולי יש פסיק מיותר, או שחסר ערך?)",
  ColonExpected: "אחרי שם השדה צריכות לבוא נקודתיים (:)",
  CommaExpected: "חסר פסיק לפני המקום הזה",
  CloseBraceExpected: "חסר סוגר מסולסל } שסוגר את קבוצת השדות",
  CloseBracketExpected: "חסר סוגר מרובע ] שסוגר את הרשימה",
  EndOfFileExpected: "הקובץ היה צריך להיגמר כאן (אולי יש } או ] מיותר?)",
  InvalidCommentToken: "אין הערות ב־JSON",
  UnexpectedEndOfComment: "אין הערות ב־JSON",
  UnexpectedEndOfString: "טקסט שלא נסגר במירכאות כפולות",
  UnexpectedEndOfNumber: "מספר שנקטע באמצע",
  InvalidUnicode: "אחרי \\u צריכות לבוא ארבע ספרות הקסדצימליות",
  InvalidEscapeCharacter: "לוכסן הפוך (\\) בתוך טקסט כותבים \\\\",
  InvalidCharacter: "בתוך טקסט אין ירידת שורה או טאב: כתבו \\n או \\t",
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
    if (!first) return { line: 1, column: 1, message: `הקובץ אינו JSON תקין (${(error as Error).message})` };
    const reason = SYNTAX_ERRORS[printParseErrorCode(first.error)] ?? printParseErrorCode(first.error);
    return { ...positionAt(text, first.offset), message: `הקובץ אינו JSON תקין: ${reason}` };
  }
}
