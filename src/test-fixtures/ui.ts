import type { UiTexts } from "@/lib/ui-texts";
import fixtureUi from "./content/ui.json";
import { withEveryPageWords } from "./page-words";

/** The interface words of the fixture studio: none is a shipped word, so a test cannot pass on content/ui.json. */
export const uiTexts: UiTexts = withEveryPageWords(fixtureUi) as UiTexts;
