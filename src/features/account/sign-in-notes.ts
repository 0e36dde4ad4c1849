import { fillTemplate } from "@/lib/templates";

/**
 * The site has two sign-ins that visitors easily take for one: the header's (an account on this site) and the
 * booking provider's personal area (where bookings, the schedule and the membership are managed). Each place that
 * offers one says which it is, in the words of content/ui.json (login.siteNote, userArea.providerNote).
 */
export const providerSignInNote = (template: string, providerName: string): string =>
  fillTemplate(template, { provider: providerName });
