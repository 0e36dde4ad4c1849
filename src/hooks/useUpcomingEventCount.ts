import { useSiteTexts } from "@/language/site-texts";

/** How many events are upcoming on the build's date (content/events/): the header links to /events if any. */
export const useUpcomingEventCount = (): number => useSiteTexts().data.upcomingEvents.length;
