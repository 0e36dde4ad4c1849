import { graphql, Link } from "gatsby";
import { formatTimeRange } from "@/content/number-runs";
import { eventDays } from "@/lib/events";
import type { UiTexts } from "@/lib/ui-texts";
import * as styles from "./EventCard.module.scss";
import { useLanguage } from "@/language/useLanguage";

interface Props {
  event: Queries.EventCardFragment;
  texts: UiTexts["events"];
  /** h2 in the list of /events, h3 inside a section of the home page. */
  headingLevel?: "h2" | "h3";
  /** Name and date only (the home page, kept short on a phone): the summary and the button are on its page. */
  brief?: boolean;
}

/** An upcoming event in a list: its name (a link to its page), when, and unless brief a sentence about it. */
export function EventCard({ event, texts, headingLevel: Heading = "h2", brief = false }: Props) {
  const language = useLanguage();
  return (
    <article className={styles.card} data-event={event.slug}>
      <Heading className={styles.title}>
        <Link to={event.path}>{event.title}</Link>
      </Heading>
      <p className={styles.when}>
        <time dateTime={event.date}>{eventDays(event, language)}</time>
        {", "}
        {formatTimeRange(event.start, event.end)}
      </p>
      {!brief && (
        <>
          <p className={styles.summary}>{event.summary}</p>
          <Link to={event.path} className={styles.details} aria-label={`${texts.details}: ${event.title}`}>
            {texts.details}
          </Link>
        </>
      )}
    </article>
  );
}

export const query = graphql`
  fragment EventCard on StudioEvent {
    slug
    path
    title
    date
    endDate
    start
    end
    summary
  }
`;
