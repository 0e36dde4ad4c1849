export { ClassCalendar, ClassCalendars } from "./ClassCalendarLinks";
