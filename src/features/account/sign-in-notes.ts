/**
 * The site has two sign-ins that visitors easily take for one: the header's "התחברות" (an account on this site) and
 * the booking provider's personal area (where bookings, the schedule and the membership are managed). Each place
 * that offers one says which it is: the site's own note is content (content/ui.json, login.siteNote).
 */
export const providerSignInNote = (providerName: string): string =>
  `זו הכניסה לאיזור האישי במערכת ההזמנות ${providerName}, שבה מנהלים את ההרשמות, את מערכת השעות ואת המנוי. היא נפרדת מכפתור "התחברות" שבראש האתר, המיועד לחשבון באתר בלבד.`;
