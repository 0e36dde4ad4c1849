export { Timetable } from "./Timetable";
