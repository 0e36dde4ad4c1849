/**
 * What an event's page says that is not written in content/events/ as such: its days, its ages and how to
 * register, from the event and the interface's words (content/ui.json, section "events").
 */
import { formatDate, formatDateRange } from "./dates";
import { fillTemplate } from "./templates";
import { isolateNumberRanges } from "../content/number-runs";
import { whatsappUrl } from "../content/phone";
import type { UiTexts } from "./ui-texts";
import { DEFAULT_LANGUAGE, type Language } from "../language/language";

type EventTexts = UiTexts["events"];

export interface EventFacts {
  title: string;
  date: string;
  endDate?: string | null;
  minAge?: number | null;
  maxAge?: number | null;
  registerUrl?: string | null;
}

/** "15 בינואר 2027", or "3 במרץ 2030 – 5 במרץ 2030" for an event of several days; "3–5 March 2030" in English. */
export const eventDays = (
  event: Pick<EventFacts, "date" | "endDate">,
  language: Language = DEFAULT_LANGUAGE,
): string => (event.endDate ? formatDateRange(event.date, event.endDate, language) : formatDate(event.date, language));

/** The ages as the texts write them, or null when the event names none. */
export function eventAges(event: Pick<EventFacts, "minAge" | "maxAge">, texts: EventTexts): string | null {
  const { minAge, maxAge } = event;
  if (minAge != null && maxAge != null)
    return isolateNumberRanges(fillTemplate(texts.agesRange, { min: minAge, max: maxAge }));
  if (minAge != null) return fillTemplate(texts.agesFrom, { min: minAge });
  if (maxAge != null) return fillTemplate(texts.agesUpTo, { max: maxAge });
  return null;
}

export interface Registration {
  href: string;
  label: string;
  /** The provider's page opens in a new window; WhatsApp opens its app. */
  provider: boolean;
}

/**
 * The provider's registration page when the event names one, else WhatsApp to the studio with the event named, in
 * the language of the texts.
 */
export function eventRegistration(
  event: EventFacts,
  phone: string,
  texts: EventTexts,
  language: Language = DEFAULT_LANGUAGE,
): Registration {
  if (event.registerUrl) return { href: event.registerUrl, label: texts.register, provider: true };
  const message = fillTemplate(texts.whatsappMessage, { event: event.title, date: eventDays(event, language) });
  return { href: whatsappUrl(phone, message), label: texts.registerWhatsapp, provider: false };
}
