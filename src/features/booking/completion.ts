import { formatDayAndDate } from "@/lib/dates";
import { joinList } from "@/content/format";
import { formatTimeRange } from "@/content/number-runs";
import { ageGroupName } from "@/lib/schedule";
import { ageGroupNames } from "@/lib/age-groups";
import { whatsappUrl } from "@/content/phone";
import { fillTemplate } from "@/lib/templates";
import type { UiTexts } from "@/lib/ui-texts";
import type { Weekday } from "@/content/fixed-lists";
import { DEFAULT_LANGUAGE, type Language } from "@/language/language";
import { weekdayOf, type BookingValues, type StoredBooking } from "./rules";

/** The names of the request's lines (content/ui.json, trialClassChoice). */
export type RequestLabels = Pick<
  UiTexts["trialClassChoice"],
  "sportLine" | "classLine" | "ageGroupLine" | "dateLine" | "timeLine"
>;

/** The message's first lines and its last (content/ui.json, trialCompletion). */
export type MessageTexts = Pick<UiTexts["trialCompletion"], "messageHello" | "name" | "messageEmail">;

/** What the visitor chose in the local try-out form, as the completion step shows and sends it. */
export interface TrialRequest extends BookingValues {
  /** The sport's Hebrew name, from content/booking.json. */
  sportLabel: string;
  /** The chosen class's title, from content/classes/; null when none was chosen. */
  classTitle: string | null;
  /** The hours of the chosen class's group on that day ("17:00–18:00"); null when no class was chosen. */
  hours: string | null;
}

/** A weekly session of a class, as far as the request's hour goes. */
export interface SessionTime {
  day: Weekday;
  start: string;
  end: string;
  ageGroup?: string | null;
}

/**
 * The hours of a class on the weekday of `isoDate`: its sessions that day, of the chosen group when it has one
 * ("" when the class's only group has no name), each as a time range, listed in `language`; null when none meets
 * that day.
 */
export function sessionHours(
  schedule: readonly SessionTime[],
  ageGroup: string,
  isoDate: string,
  language: Language = DEFAULT_LANGUAGE,
): string | null {
  const day = weekdayOf(isoDate);
  const that = schedule.filter((slot) => slot.day === day && (ageGroup === "" || slot.ageGroup === ageGroup));
  const hours = that.map((slot) => formatTimeRange(slot.start, slot.end));
  return hours.length > 0 ? joinList(hours, language) : null;
}

/** The classes and sports the request is named from (content/classes/, content/booking.json). */
export interface RequestNames {
  sports: readonly { id: string; label: string }[];
  classes: readonly { slug: string; title: string; schedule: readonly SessionTime[] }[];
}

/**
 * The recorded age group in the words of `schedule`'s language: as recorded when the class has a group of that name,
 * else the group at the recorded place (a request kept on the other language's site), else as recorded.
 */
export function ageGroupIn(
  schedule: readonly SessionTime[],
  values: Pick<StoredBooking, "ageGroup" | "ageGroupPosition">,
) {
  const names = ageGroupNames(schedule);
  if (values.ageGroup === "" || names.includes(values.ageGroup)) return values.ageGroup;
  return (values.ageGroupPosition !== undefined && names[values.ageGroupPosition]) || values.ageGroup;
}

/**
 * The request as the completion step shows it, from what the form recorded (on this site, or kept from a visit to the
 * other language's): its class, sport and group named, its hours listed, in `language`.
 */
export function trialRequestOf(
  values: BookingValues & Pick<StoredBooking, "ageGroupPosition">,
  { sports, classes }: RequestNames,
  language: Language = DEFAULT_LANGUAGE,
): TrialRequest {
  const chosen = classes.find((entry) => entry.slug === values.classSlug);
  const ageGroup = chosen ? ageGroupIn(chosen.schedule, values) : values.ageGroup;
  return {
    ...values,
    ageGroup,
    sportLabel: sports.find((sport) => sport.id === values.sport)?.label ?? values.sport,
    classTitle: chosen?.title ?? null,
    hours: chosen ? sessionHours(chosen.schedule, ageGroup, values.date, language) : null,
  };
}

/** "יום ראשון, 13 ביולי 2025", "Sunday, 13 July 2025": the weekday first, since a try-out is on a day the class meets. */
export const formatTrialDate = formatDayAndDate;

/**
 * What the request says, line by line: the class and its age group when chosen (the class names its sport), else the
 * sport; then the date, in `language`. Shared by the completion step's summary and its WhatsApp message.
 */
export function trialRequestLines(
  request: TrialRequest,
  labels: RequestLabels,
  language: Language = DEFAULT_LANGUAGE,
): { label: string; value: string }[] {
  return [
    ...(request.classTitle
      ? [{ label: labels.classLine, value: request.classTitle }]
      : [{ label: labels.sportLine, value: request.sportLabel }]),
    ...(request.ageGroup ? [{ label: labels.ageGroupLine, value: ageGroupName(request.ageGroup) }] : []),
    { label: labels.dateLine, value: formatTrialDate(request.date, language) },
    ...(request.hours ? [{ label: labels.timeLine, value: request.hours }] : []),
  ];
}

/**
 * The WhatsApp message that tells the studio of a try-out request: in the page's language (the texts', and the date
 * in `language`), the request, then the name typed on a line of its own (it may be the parent's or the child's, so
 * the message never says who is writing), the class, age group (or sport), day, date and hours chosen, and the
 * e-mail. The e-mail has a line of its own, so that its left-to-right text stays readable in Hebrew.
 */
export function trialRequestMessage(
  request: TrialRequest,
  labels: RequestLabels,
  texts: MessageTexts,
  language: Language = DEFAULT_LANGUAGE,
): string {
  return [
    texts.messageHello,
    `${texts.name}: ${request.name.trim()}`,
    ...trialRequestLines(request, labels, language).map(({ label, value }) => `${label}: ${value}`),
    fillTemplate(texts.messageEmail, { email: request.email.trim() }),
  ].join("\n");
}

/** The link that opens WhatsApp to the studio's phone with that message written. */
export const trialRequestWhatsappUrl = (
  phone: string,
  request: TrialRequest,
  labels: RequestLabels,
  texts: MessageTexts,
  language: Language = DEFAULT_LANGUAGE,
): string => whatsappUrl(phone, trialRequestMessage(request, labels, texts, language));

/**
 * The WhatsApp message of a class page's try-out without the form (features/booking/TrialOptions): the request, and
 * the class on a line of its own, as the form's message names it.
 */
export const classTrialMessage = (
  classTitle: string,
  texts: Pick<UiTexts["trialOptions"], "message">,
  labels: Pick<RequestLabels, "classLine">,
): string => `${texts.message}\n${labels.classLine}: ${classTitle}`;
