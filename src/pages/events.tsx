import { graphql, type HeadProps, type PageProps } from "gatsby";
import { EventCard } from "@/components/EventCard";
import { PageShell, PageShellHead } from "@/components/PageShell";
import { useUiTexts } from "@/hooks/useUiTexts";
import * as styles from "./events.module.scss";
import { inHebrew } from "@/language/he/HebrewSiteTexts";

/** /events: the events upcoming on the build's date, the nearest first (past ones are not built). */
function EventsPage({ data }: PageProps<Queries.EventsPageQuery>) {
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

const EventsPageHead = ({ location }: HeadProps) => <PageShellHead path="/events" pathname={location.pathname} />;

export default inHebrew(EventsPage);
export const Head = inHebrew(EventsPageHead);

export const query = graphql`
  query EventsPage {
    upcomingEvents {
      ...EventCard
    }
  }
`;
