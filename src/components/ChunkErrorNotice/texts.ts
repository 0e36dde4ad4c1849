/** The fixed words of the recovery notice, kept together so that they can move into the interface texts at once. */
export const RECOVERY_TEXTS = {
  chunkFailed: "חלק מהאתר לא נטען, כנראה בגלל חיבור חלש או עדכון של האתר. טענו את הדף מחדש כדי להמשיך.",
  reload: "טעינת הדף מחדש",
} as const;
