import { inEnglish } from "@/language/en/EnglishSiteTexts";
import { AccessibilityPage, AccessibilityPageHead } from "@/views/accessibility";

export default inEnglish(AccessibilityPage);
export const Head = inEnglish(AccessibilityPageHead);
