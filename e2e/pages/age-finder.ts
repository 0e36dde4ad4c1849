import type { Locator, Page } from "@playwright/test";
import { contentIn } from "../content";
import { DEFAULT_LANGUAGE, type Language } from "../../src/language/language";

/**
 * The home page's "choose a class" section with its age finder, as a parent uses it: type the child's age, find a
 * class's card among those shown. The Hebrew site's words unless told.
 */
export class AgeFinder {
  readonly section: Locator;
  readonly ageField: Locator;

  constructor(
    private readonly page: Page,
    language: Language = DEFAULT_LANGUAGE,
  ) {
    const { home, ui } = contentIn(language);
    this.section = page.locator("section", { has: page.getByRole("heading", { name: home.chooseClassHeading }) });
    this.ageField = this.section.getByRole("textbox", { name: ui.ageFinder.label, exact: true });
  }

  async typeAge(age: number) {
    await this.ageField.fill(String(age));
  }

  /** The card of the class with this title. */
  card(title: string): Locator {
    return this.section
      .getByRole("listitem")
      .filter({ has: this.page.getByRole("heading", { name: title, exact: true }) });
  }
}
