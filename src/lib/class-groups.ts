import { WEEKDAYS, type Weekday } from "@/content/fixed-lists";
import { takesAge, type AgeRange } from "../content/ages";
import { HEBREW_WEEKDAYS } from "../content/format";

export interface GroupedSlot extends AgeRange {
  day: Weekday;
  group?: string | null;
}

/** One group of a class: the sessions that share a group name (or, without names, all of them). */
export interface ClassGroupSessions<Slot extends GroupedSlot = GroupedSlot> {
  /** The group's name in content/classes.json; null for a class whose sessions have none. */
  name: string | null;
  ages: AgeRange;
  /** The weekdays it meets on, Sunday first, each once. */
  days: Weekday[];
  slots: Slot[];
}

/** A class's groups in the order of their first session; the sessions without a name make one group of their own. */
export function classGroups<Slot extends GroupedSlot>(schedule: readonly Slot[]): ClassGroupSessions<Slot>[] {
  const groups = new Map<string | null, Slot[]>();
  for (const slot of schedule) {
    const name = slot.group ?? null;
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
 * The group a trainee of `age` joins, when it can be known: a class's only group, else the one group whose ages take
 * `age`; undefined without an age, or when no group or several take it (the visitor then chooses).
 */
export function groupForAge<Group extends { ages: AgeRange }>(
  groups: readonly Group[],
  age?: number | null,
): Group | undefined {
  if (groups.length === 1) return groups[0];
  if (typeof age !== "number") return undefined;
  const taking = groups.filter((group) => takesAge(group.ages, age));
  return taking.length === 1 ? taking[0] : undefined;
}

/** "ראשון", "שבת": a weekday's own name, without the word "יום". */
export const shortDayName = (day: Weekday): string => HEBREW_WEEKDAYS[day].replace(/^יום /, "");

/** "ראשון ושלישי", "שני, רביעי וחמישי": Hebrew joins the last item with ו. */
export function joinHebrew(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ו${items.at(-1)}`;
}

/** "בימי ראשון ושלישי", "ביום רביעי", "בשבת": on which days, as a sentence says it. */
export function onDays(days: readonly Weekday[]): string {
  if (days.length === 1) return days[0] === "saturday" ? "בשבת" : `ב${HEBREW_WEEKDAYS[days[0]!]}`;
  return `בימי ${joinHebrew(days.map(shortDayName))}`;
}
