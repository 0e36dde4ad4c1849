import type { Locator, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { waitForHydration } from "../hydration";
import { contentIn, phoneDigits, type LanguageContent } from "../content";
import { DEFAULT_LANGUAGE, localPath, type Language } from "../../src/language/language";
import { TEST_TIME } from "../trial-dates";

/** What a visitor types into the try-out form in the tests: a person's details, not words of the site. */
export const VISITOR = { name: "דנה כהן", email: "dana@example.com" };

/** What a visitor fills in: name and e-mail default to VISITOR's; the rest is left as the form set it. */
export interface TryOutDetails {
  name?: string;
  email?: string;
  date?: string;
  sport?: string;
  /** A class's slug. */
  classSlug?: string;
  group?: string;
}

/**
 * The try-out booking form (a modal dialog) and the completion step that follows it, as a visitor uses them: open
 * it from a call to action, fill it, send it, accept the alert, read the completion step.
 */
export class TryOutDialog {
  readonly form: Locator;
  readonly completion: Locator;
  /** The words of the pages it is on: the Hebrew site's unless told. */
  private readonly texts: LanguageContent;

  constructor(
    readonly page: Page,
    readonly language: Language = DEFAULT_LANGUAGE,
  ) {
    this.texts = contentIn(language);
    this.form = page.getByRole("dialog", { name: this.texts.ui.trialBooking.title });
    this.completion = page.getByRole("dialog", { name: this.texts.ui.trialCompletion.title });
  }

  private get ui() {
    return this.texts.ui;
  }

  /** The alert's words on this dialog's site: the thanks, then the sentence the completion step says too (issue 28). */
  get thanks(): string {
    return `${this.ui.trialBooking.thanks} ${this.ui.trialCompletion.saved}`;
  }

  /** The page's first try-out call to action (a class page's, whatever the price). */
  get callToAction(): Locator {
    return this.page.getByRole("link", { name: this.texts.trialCallToAction }).first();
  }

  field(label: string): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  get name() {
    return this.field(this.ui.trialBooking.name);
  }
  get email() {
    return this.field(this.ui.trialBooking.email);
  }
  get sport() {
    return this.field(this.ui.trialBooking.sport);
  }
  get date() {
    return this.field(this.ui.trialBooking.date);
  }
  get classChoice() {
    return this.field(this.ui.trialClassChoice.classLabel);
  }
  get groupChoice() {
    return this.field(this.ui.trialClassChoice.ageGroupLabel);
  }
  get submitButton() {
    return this.form.getByRole("button", { name: this.ui.trialBooking.submit });
  }
  get cancelButton() {
    return this.form.getByRole("button", { name: this.ui.trialBooking.cancel });
  }

  /** Goes to a class page, hydrated, the page's clock set to `time` (the tests' day, 10 July 2025, by default). */
  async visitClassPage(slug: string, { time = TEST_TIME }: { time?: string } = {}) {
    await this.page.clock.install({ time: new Date(time) });
    await this.page.goto(localPath(this.language, `/classes/${slug}`));
    await waitForHydration(this.page);
  }

  /** Opens the form from `opener` (the page's call to action unless told). */
  async open(opener: Locator = this.callToAction) {
    await opener.click();
    await expect(this.form).toBeVisible();
  }

  /** Goes to a class page (visitClassPage) and opens the form from its call to action. */
  async openOnClassPage(slug: string, options: { time?: string } = {}) {
    await this.visitClassPage(slug, options);
    await this.open();
  }

  /** Opens the form from the home page's try-out panel, where no class is chosen yet. */
  async openFromHomePanel() {
    await this.page.getByRole("button", { name: this.ui.home.trialToggle }).click();
    await this.open(this.page.getByRole("link", { name: this.ui.trialClassChoice.chooseFirstButton }));
  }

  /** Fills the form as a visitor does: sport, class and group first (they narrow the dates), then the rest. */
  async fill({ name = VISITOR.name, email = VISITOR.email, date, sport, classSlug, group }: TryOutDetails = {}) {
    if (sport !== undefined) await this.sport.selectOption(sport);
    if (classSlug !== undefined) await this.classChoice.selectOption(classSlug);
    if (group !== undefined) await this.groupChoice.selectOption(group);
    await this.name.fill(name);
    await this.email.fill(email);
    if (date !== undefined) await this.date.fill(date);
  }

  /** Presses the submit button, nothing more (a refused form shows its messages, no alert). */
  async submit() {
    await this.submitButton.click();
  }

  /** Sends the form, accepts the alert that follows and returns what it said. */
  async send(): Promise<string> {
    const alert = this.page.waitForEvent("dialog").then(async (dialog) => {
      const said = { type: dialog.type(), message: dialog.message() };
      await dialog.accept();
      return said;
    });
    await this.submit();
    const { type, message } = await alert;
    expect(type, "the form thanks with an alert").toBe("alert");
    return message;
  }

  /** After the alert: the form is gone, the completion step shows and says the details are kept. */
  async expectCompletion() {
    await expect(this.form).toBeHidden();
    await expect(this.completion).toBeVisible();
    await expect(this.completion).toContainText(this.ui.trialCompletion.saved);
  }

  /** The completion step's WhatsApp link to the studio's number; resolves with the message it writes. */
  async whatsappMessage(): Promise<string> {
    const link = this.completion.getByRole("link", { name: this.ui.trialCompletion.whatsapp });
    const url = new URL((await link.getAttribute("href"))!);
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${phoneDigits}`);
    return url.searchParams.get("text")!;
  }
}
