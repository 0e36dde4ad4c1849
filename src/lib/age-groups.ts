import { WEEKDAYS, type Weekday } from "../content/fixed-lists";
import { takesAge, type AgeRange } from "../content/ages";

/** A weekly session as far as its age group goes (content/classes/, schedule[]). */
export interface AgeGroupedSlot extends AgeRange {
  day: Weekday;
  ageGroup?: string | null;
}

/**
 * One age group of a class: the sessions that share an age group's name (or, without names, all of them). Not to be
 * confused with the menu group a class is listed in (classes.json's menuGroup: kids, adults…).
 */
export interface AgeGroup<Slot extends AgeGroupedSlot = AgeGroupedSlot> {
  /** The age group's name in content/classes/; null for a class whose sessions have none. */
  name: string | null;
  ages: AgeRange;
  /** The weekdays it meets on, Sunday first, each once. */
  days: Weekday[];
  slots: Slot[];
}

/**
 * A class's age groups' names in the order of their first session (null for the sessions that name none): the same
 * order in every language, since an English entry's sessions are its Hebrew entry's. A group's place in it is how a
 * kept try-out request finds its group in the other language (src/features/booking/completion.ts).
 */
export const ageGroupNames = (schedule: readonly { ageGroup?: string | null }[]): (string | null)[] => [
  ...new Set(schedule.map((slot) => slot.ageGroup ?? null)),
];

/**
 * A class's age groups in the order of their first session (ageGroupNames'); the sessions without a name make one
 * group of their own.
 */
export function ageGroups<Slot extends AgeGroupedSlot>(schedule: readonly Slot[]): AgeGroup<Slot>[] {
  const groups = new Map<string | null, Slot[]>();
  for (const slot of schedule) {
    const name = slot.ageGroup ?? null;
    groups.set(name, [...(groups.get(name) ?? []), slot]);
  }
  return [...groups].map(([name, slots]) => ({
    name,
    ages: { minAge: slots[0]!.minAge, maxAge: slots[0]!.maxAge ?? null },
    days: WEEKDAYS.filter((day) => slots.some((slot) => slot.day === day)),
    slots,
  }));
}

/**
 * The age group a trainee of `age` joins, when it can be known: a class's only group, else the one group whose ages take
 * `age`; undefined without an age, or when no group or several take it (the visitor then chooses).
 */
export function ageGroupForAge<Group extends { ages: AgeRange }>(
  groups: readonly Group[],
  age?: number | null,
): Group | undefined {
  if (groups.length === 1) return groups[0];
  if (typeof age !== "number") return undefined;
  const taking = groups.filter((group) => takesAge(group.ages, age));
  return taking.length === 1 ? taking[0] : undefined;
}
