/** content/faq.json: a question and its answer, on /faq. */
import { z } from "zod";
import { FACTS_NOTE, paragraphs, slug, text, textLink } from "./fields";

export const faqSchema = z.strictObject({
  slug: slug.describe("מזהה השאלה, וגם הכתובת שלה בעמוד: /faq#{slug}. אותיות לטיניות קטנות, ספרות ומקפים"),
  question: text.describe("השאלה, כפי שהורים ומתאמנים שואלים אותה"),
  answer: paragraphs("פסקה אחת").describe(`התשובה: פסקה לכל שורה. ${FACTS_NOTE} במקום לכתוב אותם שוב`),
  links: z.array(textLink).optional().describe("קישורים בסוף התשובה (לא חובה)"),
});
