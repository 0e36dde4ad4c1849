import { graphql, useStaticQuery } from "gatsby";
import type { UiTexts } from "@/lib/ui-texts";

/**
 * content/ui.json: the site's own words, every section whole. The build's content check has already held the
 * file to its schema, so the sections are typed by it (GraphQL passes each one as JSON).
 */
export function useUiTexts(): UiTexts {
  const data = useStaticQuery<Queries.UiTextsHookQuery>(graphql`
    query UiTextsHook {
      uiTexts {
        menus
        header
        notFound
        ageFinder
        trialClassChoice
        faqPage
        privacyPage
        termsPage
        testimonials
        contactBar
        login
        coachCard
        account
        recovery
        pausedClass
        joinClass
        page
        footer
        accountMenu
        frames
        classPage
        classCalendar
        coachPage
        timetable
        home
        trialBooking
        trialCompletion
        trialOptions
        loginErrors
        userArea
        shopPage
        schedulePage
        accessibilityPage
        social
        notices
        events
        admin
        adminServices
      }
    }
  `);
  if (!data.uiTexts) throw new Error("content/ui.json was not loaded");
  return data.uiTexts as UiTexts;
}
