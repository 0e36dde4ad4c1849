import { inHebrew } from "@/language/he/HebrewSiteTexts";
import { AccessibilityPage, AccessibilityPageHead } from "@/views/accessibility";

export default inHebrew(AccessibilityPage);
export const Head = inHebrew(AccessibilityPageHead);
