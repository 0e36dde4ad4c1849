import { formatHebrewDate } from "@/lib/dates";
import { whatsappUrl } from "@/lib/phone";
import type { BookingValues } from "./rules";

/** What the visitor chose in the local try-out form, as the completion step shows and sends it. */
export interface TrialRequest extends BookingValues {
  /** The sport's Hebrew name, from content/booking.json. */
  sportLabel: string;
}

/**
 * The WhatsApp message that tells the studio of a try-out request: in Hebrew, with the name, the e-mail, the sport and
 * the date the visitor chose. The e-mail has a line of its own, so that its left-to-right text stays readable.
 */
export function trialRequestMessage({ name, email, sportLabel, date }: TrialRequest): string {
  return [
    `שלום, כאן ${name.trim()}. אשמח לקבוע שיעור ניסיון.`,
    `סוג אימון: ${sportLabel}`,
    `תאריך: ${formatHebrewDate(date)}`,
    `אימייל: ${email.trim()}`,
  ].join("\n");
}

/** The link that opens WhatsApp to the studio's phone with that message written. */
export const trialRequestWhatsappUrl = (phone: string, request: TrialRequest): string =>
  whatsappUrl(phone, trialRequestMessage(request));
