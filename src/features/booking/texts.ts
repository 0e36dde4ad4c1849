/**
 * The try-out form's fixed words that issue 18 adds (the class and group fields and the completion's new lines).
 * Kept together so that they move to content/ui.json in one step (issue 17).
 */
export const TRIAL_FORM_TEXTS = {
  classLabel: "חוג",
  noClass: "עוד לא בחרתי חוג",
  groupLabel: "קבוצה",
  chooseGroup: "בחרו קבוצה",
  /** A group option: its name and the days it meets, "גילאי 7–12 (ראשון ושלישי)". */
  groupOption: "{group} ({days})",
  classLine: "חוג",
  groupLine: "קבוצה",
  dateLine: "תאריך",
  /** The home page's try-out panel: the local form, for who wants to choose the class and date first. */
  chooseFirst: "רוצים לבחור קודם חוג, קבוצה ותאריך? מלאו את הפרטים ושלחו לנו אותם בוואטסאפ.",
  chooseFirstButton: "בחירת חוג ותאריך",
} as const;
