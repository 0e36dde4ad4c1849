import { uiTexts } from "./ui";

/**
 * Made-up English interface words for the formats' English tests, in the shape of the fixture's Hebrew sections
 * (content/ui.json): the formats fill them with days, dates and prices written in English. No English content file
 * exists yet, and none of these is a shipped word.
 */
export const englishWords = {
  periods: { perMonth: "a month", perCourse: "for the course", perSession: "a session", perCard: "a card" },
  cycles: {
    cycleDates: "{first} to {last}",
    cycleMeetings: "{count} meetings",
    cycleJoinUntil: "Join by {date}",
    cycleClosed: "Joining has closed",
  },
  nextCycle: "Next cycle: {dates}",
  events: { ...uiTexts.events, whatsappMessage: "Hello, I would like to sign up for {event} on {date}." },
  requestLabels: { sportLine: "Sport", classLine: "Class", ageGroupLine: "Group", dateLine: "Date", timeLine: "Time" },
  messageTexts: {
    messageHello: "Hello, I would like to book a try-out.",
    name: "Name",
    messageEmail: "E-mail: {email}",
  },
  bookingMessages: {
    ...uiTexts.trialBooking,
    classDays: "The class meets only {days}.",
    ageGroupDays: "The group meets only {days}.",
    studioDays: "The studio is open {days}.",
    courseDates: "You can join on {dates}.",
  },
};
