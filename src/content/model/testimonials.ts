/** content/testimonials.json: what a trainee or a parent said about a class. */
import { z } from "zod";
import { slug, text } from "./fields";

export const testimonialSchema = z
  .strictObject({
    quote: text.describe("מה נאמר, במילים של מי שאמר (בלי מירכאות)"),
    who: text.describe("מי אמר, כפי שהסכים שיופיע, למשל: אמא של נועה, 9"),
    class: slug.describe("החוג שעליו נאמר: הכתובת של דף החוג, למשל tricking-kids"),
  })
  .describe("המלצה");
