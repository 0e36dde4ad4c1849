import type { ContentOf } from "@/content/content-files";

type ContentEvent = ContentOf<"events">[number];

/** An event of the content as the event queries give it: its page's path, null for what it leaves out, no picture. */
export const queriedEvent = (event: ContentEvent): Queries.EventDetailsFragment => ({
  endDate: null,
  minAge: null,
  maxAge: null,
  priceILS: null,
  priceNote: null,
  registerUrl: null,
  image: null,
  imageAlt: null,
  picture: null,
  ...event,
  path: `/events/${event.slug}`,
});
