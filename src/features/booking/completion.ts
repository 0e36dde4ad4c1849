import { formatHebrewDate } from "@/lib/dates";
import { weekdayName } from "@/content/format";
import { whatsappUrl } from "@/content/phone";
import { fillTemplate } from "@/lib/templates";
import type { UiTexts } from "@/lib/ui-texts";
import { weekdayOf, type BookingValues } from "./rules";

/** The names of the request's lines (content/ui.json, trialForm). */
export type RequestLabels = Pick<UiTexts["trialForm"], "sportLine" | "classLine" | "groupLine" | "dateLine">;

/** The message's first and last lines (content/ui.json, trialCompletion). */
export type MessageTexts = Pick<UiTexts["trialCompletion"], "messageHello" | "messageEmail">;

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
export function trialRequestLines(request: TrialRequest, labels: RequestLabels): { label: string; value: string }[] {
  return [
    ...(request.classTitle
      ? [{ label: labels.classLine, value: request.classTitle }]
      : [{ label: labels.sportLine, value: request.sportLabel }]),
    ...(request.group ? [{ label: labels.groupLine, value: request.group }] : []),
    { label: labels.dateLine, value: formatTrialDate(request.date) },
  ];
}

/**
 * The WhatsApp message that tells the studio of a try-out request: in Hebrew, with the visitor's name, the class,
 * group (or sport) and date chosen, and the e-mail. The e-mail has a line of its own, so that its left-to-right
 * text stays readable.
 */
export function trialRequestMessage(request: TrialRequest, labels: RequestLabels, texts: MessageTexts): string {
  return [
    fillTemplate(texts.messageHello, { name: request.name.trim() }),
    ...trialRequestLines(request, labels).map(({ label, value }) => `${label}: ${value}`),
    fillTemplate(texts.messageEmail, { email: request.email.trim() }),
  ].join("\n");
}

/** The link that opens WhatsApp to the studio's phone with that message written. */
export const trialRequestWhatsappUrl = (
  phone: string,
  request: TrialRequest,
  labels: RequestLabels,
  texts: MessageTexts,
): string => whatsappUrl(phone, trialRequestMessage(request, labels, texts));

/**
 * The WhatsApp message of a class page's try-out without the form (features/booking/TrialOptions): the request, and
 * the class on a line of its own, as the form's message names it.
 */
export const classTrialMessage = (
  classTitle: string,
  texts: Pick<UiTexts["trialOptions"], "message">,
  labels: Pick<RequestLabels, "classLine">,
): string => `${texts.message}\n${labels.classLine}: ${classTitle}`;
