export { EventCard } from "./EventCard";
