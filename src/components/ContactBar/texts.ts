/** The phone contact bar's fixed words (issue 18), kept together so that they move to content/ui.json in one step. */
export const CONTACT_BAR_TEXTS = {
  label: "פנייה מהירה לסטודיו",
  call: "התקשרו",
  whatsapp: "וואטסאפ",
  trial: "שיעור ניסיון",
} as const;
