import { STUDIO_TIME_ZONE } from "@/lib/dated-content";

const dateFormat = new Intl.DateTimeFormat("he-IL", { dateStyle: "full", timeZone: STUDIO_TIME_ZONE });
const formatDate = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T12:00:00Z`));

interface Props {
  dates: readonly string[];
  empty: string;
  /** Marks the list for tests and styles: "upcoming" or "past". */
  kind: string;
}

/** A list of ISO dates written out in Hebrew, or a sentence when there are none. */
export function DateList({ dates, empty, kind }: Props) {
  return (
    <div>
      {dates.length ? (
        <ul data-blocked={kind}>
          {dates.map((date) => (
            <li key={date}>
              <time dateTime={date}>{formatDate(date)}</time>
            </li>
          ))}
        </ul>
      ) : (
        <p data-blocked={kind}>{empty}</p>
      )}
    </div>
  );
}
