import type { Weekday } from "@/content/fixed-lists";
import { isPaused, offersTrial, type WithStatus } from "./class-status";
import { ageGroupName, sortSchedule, timeRange, type ScheduleSlot } from "./schedule";

/**
 * What a class page offers where the try-out would be: the try-out itself, the notice of a paused class (similar
 * classes instead), or how to join a class without a try-out ("trial": false).
 */
export type ClassPageOffer = "trial" | "paused" | "join";

/** A weekly session as the class page's table writes it. */
export interface ClassPageSession {
  key: string;
  day: Weekday;
  /** "16:30–17:30" */
  time: string;
  /** The age group's name as the site writes it ("גילאי 7–12"); null for a session open to all the class's groups. */
  ageGroup: string | null;
}

export interface ClassPageView {
  offer: ClassPageOffer;
  /** The weekly sessions, Sunday first; null for a paused class, whose sessions are not held (nor listed). */
  sessions: ClassPageSession[] | null;
  /** Whether search engines get the class as a Course with its schedule: not while it is paused. */
  structuredData: boolean;
}

interface ClassEntry extends WithStatus {
  trial?: boolean | null;
  schedule: readonly ScheduleSlot[];
}

/** The class page's state, decided once from the content: the page, its details and its head all read it. */
export function classPageView(entry: ClassEntry): ClassPageView {
  const paused = isPaused(entry);
  return {
    offer: paused ? "paused" : offersTrial(entry) ? "trial" : "join",
    sessions: paused
      ? null
      : sortSchedule(entry.schedule).map((slot) => ({
          key: `${slot.day}-${slot.start}`,
          day: slot.day,
          time: timeRange(slot),
          ageGroup: slot.ageGroup ? ageGroupName(slot.ageGroup) : null,
        })),
    structuredData: !paused,
  };
}
