import { inEnglish } from "@/language/en/EnglishSiteTexts";
import { UserAreaPage, UserAreaPageHead } from "@/views/user-area";

export default inEnglish(UserAreaPage);
export const Head = inEnglish(UserAreaPageHead);
