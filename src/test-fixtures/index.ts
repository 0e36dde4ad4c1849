/** Small, made-up content for component and unit tests, so that editing content/ never breaks them. */
export { booking, specBookingRules } from "./booking";
export { classMenuLinks, fullClass, homeClassLinks, plainClass, trialClassNodes } from "./classes";
export { coachCards, coachProfile } from "./coaches";
export { products } from "./shop";
export { FIXTURE_ADMIN_EMAIL, site } from "./site";
export { staticQueryData } from "./static-queries";
export { facilities } from "./studio";
export { testimonials } from "./testimonials";
export { asWritten } from "./text";
export { uiTexts } from "./ui";
export { fixtureNavigationShown, fixtureWeekShown, shownNavigation, shownWeek } from "./visit-details";
