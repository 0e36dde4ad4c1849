import { inHebrew } from "@/language/he/HebrewSiteTexts";
import { UserAreaPage, UserAreaPageHead } from "@/views/user-area";

export default inHebrew(UserAreaPage);
export const Head = inHebrew(UserAreaPageHead);
