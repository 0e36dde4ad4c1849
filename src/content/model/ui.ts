import { z } from "zod";
import { SITE_WIDE_TEXTS } from "./ui/site-wide";
import { CLASS_TEXTS } from "./ui/classes";
import { TRIAL_TEXTS } from "./ui/trial";
import { ACCOUNT_TEXTS } from "./ui/account";
import { PAGE_TEXTS } from "./ui/pages";
import { FIXED_PAGES, type FixedPageTexts } from "../fixed-pages";
import { pageLead, uiText } from "./fields";

/**
 * The site's own words (content/ui.json): every fixed text of the interface, so the studio can reword any of them.
 * One section per part of the site, defined with its neighbours in ui/; a section reaches the components whole
 * (graphqlFields in content-files.ts). The order here is the order of the JSON Schema's properties; a fixed page
 * with a title and a lead alone gets its section from its row in src/content/fixed-pages.ts, after the others.
 */
const HAND_WRITTEN = {
  menus: SITE_WIDE_TEXTS.menus,
  header: SITE_WIDE_TEXTS.header,
  notFound: SITE_WIDE_TEXTS.notFound,
  ageFinder: CLASS_TEXTS.ageFinder,
  trialClassChoice: TRIAL_TEXTS.trialClassChoice,
  faqPage: PAGE_TEXTS.faqPage,
  privacyPage: PAGE_TEXTS.privacyPage,
  termsPage: PAGE_TEXTS.termsPage,
  testimonials: CLASS_TEXTS.testimonials,
  contactBar: SITE_WIDE_TEXTS.contactBar,
  login: ACCOUNT_TEXTS.login,
  coachCard: CLASS_TEXTS.coachCard,
  account: ACCOUNT_TEXTS.account,
  recovery: SITE_WIDE_TEXTS.recovery,
  pausedClass: CLASS_TEXTS.pausedClass,
  joinClass: CLASS_TEXTS.joinClass,
  page: SITE_WIDE_TEXTS.page,
  footer: SITE_WIDE_TEXTS.footer,
  accountMenu: SITE_WIDE_TEXTS.accountMenu,
  frames: SITE_WIDE_TEXTS.frames,
  classPage: CLASS_TEXTS.classPage,
  classCalendar: CLASS_TEXTS.classCalendar,
  coachPage: CLASS_TEXTS.coachPage,
  timetable: CLASS_TEXTS.timetable,
  home: PAGE_TEXTS.home,
  trialBooking: TRIAL_TEXTS.trialBooking,
  trialCompletion: TRIAL_TEXTS.trialCompletion,
  trialOptions: TRIAL_TEXTS.trialOptions,
  loginErrors: ACCOUNT_TEXTS.loginErrors,
  userArea: ACCOUNT_TEXTS.userArea,
  shopPage: PAGE_TEXTS.shopPage,
  schedulePage: CLASS_TEXTS.schedulePage,
  accessibilityPage: PAGE_TEXTS.accessibilityPage,
  social: SITE_WIDE_TEXTS.social,
  notices: SITE_WIDE_TEXTS.notices,
  events: PAGE_TEXTS.events,
  admin: ACCOUNT_TEXTS.admin,
  adminServices: ACCOUNT_TEXTS.adminServices,
};

/** The words of a fixed page that shows only its title and lead: its row in src/content/fixed-pages.ts is all it needs. */
const plainPageWords = (name: string) =>
  z
    .strictObject({
      title: uiText(`הכותרת של ${name} (גם בלשונית הדפדפן)`),
      lead: pageLead,
    })
    .describe(name);

type PlainPage = Exclude<FixedPageTexts, keyof typeof HAND_WRITTEN>;

/** A section for each fixed page whose words the sections above do not define. */
const PLAIN_PAGES = Object.fromEntries(
  FIXED_PAGES.filter(({ texts }) => !(texts in HAND_WRITTEN)).map(({ texts, name }) => [texts, plainPageWords(name)]),
) as Record<PlainPage, ReturnType<typeof plainPageWords>>;

export const uiSchema = z.strictObject({ ...HAND_WRITTEN, ...PLAIN_PAGES });
