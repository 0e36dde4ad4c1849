import { Link } from "gatsby";
import { eventDays } from "@/lib/events";
import { formatDate } from "@/lib/dates";
import { fillTemplate } from "@/lib/templates";
import type { UiTexts } from "@/lib/ui-texts";
import * as styles from "./SiteStatus.module.scss";

type Texts = UiTexts["admin"];

interface Props {
  texts: Texts;
  notices: Queries.SiteStatusFragment["noticesInForce"];
  events: Queries.SiteStatusFragment["upcomingEvents"];
  pausedClasses: readonly { slug: string; title: string; path: string }[];
}

/** What visitors see now that changes with the days: the notices in force, the upcoming events, the paused classes. */
export function LiveContent({ texts, notices, events, pausedClasses }: Props) {
  return (
    <>
      <section aria-labelledby="admin-notices" data-admin-notices="">
        <h2 id="admin-notices">{texts.noticesHeading}</h2>
        {notices.length ? (
          <ul className={styles.list}>
            {notices.map((notice) => (
              <li key={`${notice.until} ${notice.text}`}>
                <p className={styles.item}>{notice.text}</p>
                <p className={styles.meta}>
                  <time dateTime={notice.until}>
                    {fillTemplate(texts.noticeUntil, { date: formatDate(notice.until) })}
                  </time>
                  {" · "}
                  {notice.pages ? (
                    <bdi>{fillTemplate(texts.noticePages, { pages: notice.pages.join(", ") })}</bdi>
                  ) : (
                    texts.noticeEverywhere
                  )}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p>{texts.noNotices}</p>
        )}
      </section>

      <section aria-labelledby="admin-events" data-admin-events="">
        <h2 id="admin-events">{texts.eventsHeading}</h2>
        {events.length ? (
          <ul className={styles.list}>
            {events.map((event) => (
              <li key={event.slug}>
                <Link to={event.path}>{event.title}</Link>
                {" · "}
                <time dateTime={event.date}>{eventDays(event)}</time>
              </li>
            ))}
          </ul>
        ) : (
          <p>{texts.noEvents}</p>
        )}
      </section>

      <section aria-labelledby="admin-paused" data-admin-paused="">
        <h2 id="admin-paused">{texts.pausedHeading}</h2>
        {pausedClasses.length ? (
          <ul className={styles.list}>
            {pausedClasses.map((entry) => (
              <li key={entry.slug}>
                <Link to={entry.path}>{entry.title}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p>{texts.noPaused}</p>
        )}
      </section>
    </>
  );
}
