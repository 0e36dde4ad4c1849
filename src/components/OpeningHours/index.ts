export { OpeningHours } from "./OpeningHours";
