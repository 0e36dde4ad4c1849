export { Phrase } from "./Phrase";
