import { fillTemplate } from "./templates";
import type { UiTexts } from "./ui-texts";

type AgeFinderTexts = UiTexts["ageFinder"];

const count = (n: number, one: string, many: string) => (n === 1 ? one : fillTemplate(many, { n }));

/** "לגיל 9 מתאימים 4 חוגים (8 אימונים בשבוע).", or what to do when no class takes that age. */
export function ageCountText(texts: AgeFinderTexts, age: number, classCount: number, sessionCount: number): string {
  if (classCount === 0) return fillTemplate(texts.none, { age });
  return fillTemplate(classCount === 1 ? texts.foundOne : texts.foundMany, {
    age,
    classes: count(classCount, texts.classesOne, texts.classesMany),
    sessions: count(sessionCount, texts.sessionsOne, texts.sessionsMany),
  });
}
