export { TextDocument, type TextDocumentContent } from "./TextDocument";
export { TextDocumentPage } from "./TextDocumentPage";
