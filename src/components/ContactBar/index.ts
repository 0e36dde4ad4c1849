export { ContactBar } from "./ContactBar";
