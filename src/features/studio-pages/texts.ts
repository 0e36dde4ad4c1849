/**
 * The fixed words of /faq and /privacy and of their footer links (issue 18); the pages' own texts are the studio's,
 * in content/faq.json and content/privacy.json. Kept together so that they move to content/ui.json in one step.
 */
export const STUDIO_PAGES_TEXTS = {
  faq: {
    path: "/faq",
    title: "שאלות נפוצות",
    lead: "מה להביא, איך נראה שיעור הניסיון, לאילו גילים מתאים כל חוג, הצהרת בריאות, ביטול והעברה, ואיך מגיעים.",
    footerLink: "שאלות נפוצות",
    moreQuestions: "לא מצאתם תשובה? כתבו לנו בוואטסאפ או התקשרו, ונשמח לעזור.",
  },
  privacy: {
    path: "/privacy",
    title: "מדיניות פרטיות",
    lead: "איזה מידע האתר שומר ולמה, מה נשלח ולמי, ואיך מבקשים לעיין במידע או למחוק אותו.",
    footerLink: "מדיניות פרטיות",
    updated: "ההודעה עודכנה לאחרונה ב-",
  },
} as const;
