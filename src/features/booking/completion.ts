import { formatHebrewDate } from "@/lib/dates";
import { weekdayName } from "@/lib/format";
import { whatsappUrl } from "@/lib/phone";
import { weekdayOf, type BookingValues } from "./rules";
import { TRIAL_FORM_TEXTS } from "./texts";

/** What the visitor chose in the local try-out form, as the completion step shows and sends it. */
export interface TrialRequest extends BookingValues {
  /** The sport's Hebrew name, from content/booking.json. */
  sportLabel: string;
  /** The chosen class's title, from content/classes.json; null when none was chosen. */
  classTitle: string | null;
}

/** "יום ראשון, 13 ביולי 2025": the weekday first, since a try-out is on a day the class meets. */
export const formatTrialDate = (isoDate: string): string =>
  `${weekdayName(weekdayOf(isoDate))}, ${formatHebrewDate(isoDate)}`;

/**
 * What the request says, line by line: the class and its group when chosen (the class names its sport), else the
 * sport; then the date. Shared by the completion step's summary and its WhatsApp message.
 */
export function trialRequestLines(request: TrialRequest): { label: string; value: string }[] {
  return [
    ...(request.classTitle
      ? [{ label: TRIAL_FORM_TEXTS.classLine, value: request.classTitle }]
      : [{ label: "סוג אימון", value: request.sportLabel }]),
    ...(request.group ? [{ label: TRIAL_FORM_TEXTS.groupLine, value: request.group }] : []),
    { label: TRIAL_FORM_TEXTS.dateLine, value: formatTrialDate(request.date) },
  ];
}

/**
 * The WhatsApp message that tells the studio of a try-out request: in Hebrew, with the visitor's name, the class,
 * group (or sport) and date chosen, and the e-mail. The e-mail has a line of its own, so that its left-to-right
 * text stays readable.
 */
export function trialRequestMessage(request: TrialRequest): string {
  return [
    `שלום, כאן ${request.name.trim()}. אשמח לקבוע שיעור ניסיון.`,
    ...trialRequestLines(request).map(({ label, value }) => `${label}: ${value}`),
    `אימייל: ${request.email.trim()}`,
  ].join("\n");
}

/** The link that opens WhatsApp to the studio's phone with that message written. */
export const trialRequestWhatsappUrl = (phone: string, request: TrialRequest): string =>
  whatsappUrl(phone, trialRequestMessage(request));
