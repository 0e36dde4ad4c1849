/**
 * The age finder's fixed words (/schedule and the home page's class choice). Kept together so that they move to
 * content/ui.json in one step (issue 17). `{age}` and `{n}` mark where numbers go.
 */
export const AGE_FINDER_TEXTS = {
  label: "גיל",
  hint: "הקלידו גיל בשנים, למשל 9, ותראו רק את החוגים שמתאימים לו",
  invalid: "אפשר להקליד גיל בשנים שלמות, מ-0 עד 99",
  showAllAges: "הצגת כל הגילים",
  found: { one: "לגיל {age} מתאים {classes} ({sessions}).", many: "לגיל {age} מתאימים {classes} ({sessions})." },
  classes: { one: "חוג אחד", many: "{n} חוגים" },
  sessions: { one: "אימון אחד בשבוע", many: "{n} אימונים בשבוע" },
  none: "אין כרגע חוג לגיל {age}. נשמח לעזור למצוא מסגרת מתאימה: התקשרו או כתבו לנו.",
  scheduleLink: "האימונים לגיל {age} במערכת השעות",
  trial: "שיעור ניסיון",
} as const;

type Plural = { one: string; many: string };

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));

const plural = (forms: Plural, n: number) => fill(n === 1 ? forms.one : forms.many, { n });

/** "לגיל 9 מתאימים 4 חוגים (8 אימונים בשבוע).", or what to do when nothing takes that age. */
export function ageCountText(age: number, classCount: number, sessionCount: number): string {
  const t = AGE_FINDER_TEXTS;
  if (classCount === 0) return fill(t.none, { age });
  return fill(classCount === 1 ? t.found.one : t.found.many, {
    age,
    classes: plural(t.classes, classCount),
    sessions: plural(t.sessions, sessionCount),
  });
}

export const scheduleLinkText = (age: number): string => fill(AGE_FINDER_TEXTS.scheduleLink, { age });
