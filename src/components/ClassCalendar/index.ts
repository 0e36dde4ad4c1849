export { CalendarLinks, ClassCalendar, ClassCalendars, groupCalendar } from "./ClassCalendarLinks";
