export { TextDocument, type TextDocumentContent } from "./TextDocument";
