/** The testimonials' fixed words (issue 18), kept together so that they move to content/ui.json in one step. */
export const TESTIMONIALS_TEXTS = {
  homeHeading: "מה אומרים עלינו",
  classHeading: "מה אומרים על החוג",
} as const;
