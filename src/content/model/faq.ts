/** content/faq.json: a question and its answer, on /faq. */
import { z } from "zod";
import { ANCHOR_HINT, FACTS_NOTE, paragraphs, slug, text, textLink } from "./fields";

export const faqSchema = z
  .strictObject({
    slug: slug.describe(ANCHOR_HINT("מזהה השאלה")),
    question: text.describe("השאלה, כפי שהורים ומתאמנים שואלים אותה"),
    answer: paragraphs("פסקה אחת").describe(`התשובה: פסקה לכל שורה. ${FACTS_NOTE}`),
    links: z.array(textLink).optional().describe("קישורים בסוף התשובה (לא חובה)"),
  })
  .describe("שאלה ותשובה");
