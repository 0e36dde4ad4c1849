import { Link } from "gatsby";
import { EventCard } from "@/components/EventCard";
import { useUiTexts } from "@/hooks/useUiTexts";
import * as styles from "./NextEvent.module.scss";
import { useLocalPath } from "@/language/useLocalPath";

const HEADING_ID = "next-event-heading";

/** The nearest upcoming event on the home page, with a link to all of them; nothing when none is upcoming. */
export function NextEvent({ event }: { event: Queries.EventCardFragment | undefined }) {
  const { events: texts } = useUiTexts();
  const local = useLocalPath();
  if (!event) return null;
  return (
    <section className={styles.nextEvent} aria-labelledby={HEADING_ID} data-next-event="">
      <h2 id={HEADING_ID} className={styles.heading}>
        {texts.homeHeading}
      </h2>
      <EventCard event={event} texts={texts} headingLevel="h3" brief />
      <p className={styles.more}>
        <Link to={local("/events")}>{texts.allEvents}</Link>
      </p>
    </section>
  );
}
