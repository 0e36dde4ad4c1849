import { graphql, type HeadProps, type PageProps } from "gatsby";
import { EventCard } from "@/components/EventCard";
import { PageShell, PageShellHead } from "@/components/PageShell";
import { useUiTexts } from "@/hooks/useUiTexts";
import * as styles from "./events.module.scss";

/** /events: the events upcoming on the build's date, the nearest first (past ones are not built). */
export function EventsPage({ data }: PageProps<Queries.EventsPageDataFragment>) {
  const { events: texts } = useUiTexts();
  const events = data.upcomingEvents;
  return (
    <PageShell path="/events">
      <div className={styles.body}>
        {events.length > 0 ? (
          <ul className={styles.list}>
            {events.map((event) => (
              <li key={event.slug}>
                <EventCard event={event} texts={texts} />
              </li>
            ))}
          </ul>
        ) : (
          <p data-no-events="">{texts.none}</p>
        )}
      </div>
    </PageShell>
  );
}

export const EventsPageHead = ({ location }: HeadProps) => (
  <PageShellHead path="/events" pathname={location.pathname} />
);

export const query = graphql`
  fragment EventsPageData on Query {
    upcomingEvents(lang: $lang) {
      ...EventCard
    }
  }
`;
