export { Contact } from "./Contact";
