export { EventDetails } from "./EventDetails";
