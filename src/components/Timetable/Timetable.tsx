import { graphql, Link } from "gatsby";
import { useEffect, useRef, useState } from "react";
import { AgeFinder } from "@/components/AgeFinder";
import { searchWithAge, useAgeFilter } from "@/hooks/useAgeFilter";
import { useUiTexts } from "@/hooks/useUiTexts";
import { ageCountText } from "@/lib/age-finder-texts";
import { countSessions, TIMETABLE_FILTERS, weekForAge, type TimetableDay } from "@/lib/timetable";
import * as styles from "./Timetable.module.scss";

interface Props {
  days: readonly TimetableDay[];
}

/**
 * The week's sessions, one table per weekday. The menu group filter is a group of radio buttons that hides other groups'
 * rows (and days left empty) in CSS alone, so it works before and without JavaScript; "הכול" is the full table.
 * The age finder above it (JavaScript only) keeps the sessions whose age group takes the age typed, and counts them
 * with the filter's choice, and its links to the classes carry it (`?age=`: the class's try-out picks the age group).
 */
export function Timetable({ days }: Props) {
  const { ageFinder: texts, timetable: labels } = useUiTexts();
  const ageFilter = useAgeFilter({ keepInAddress: true });
  const [menuGroup, setMenuGroup] = useState("all");
  const menuGroupFilter = useRef<HTMLFieldSetElement>(null);
  // A menu group chosen before the page hydrated (the filter works in CSS alone) is counted too.
  useEffect(() => {
    const checked = menuGroupFilter.current?.querySelector<HTMLInputElement>("input:checked");
    if (checked) setMenuGroup(checked.value);
  }, []);

  const shown = weekForAge(days, ageFilter.age);
  const count = countSessions(shown, menuGroup);
  const result = ageFilter.age === null ? null : ageCountText(texts, ageFilter.age, count.classes, count.sessions);

  return (
    <div className={styles.timetable}>
      <AgeFinder filter={ageFilter} result={result} />
      <fieldset
        ref={menuGroupFilter}
        className={styles.filter}
        onChange={(event) => setMenuGroup((event.target as HTMLInputElement).value)}
      >
        <legend className={styles.legend}>{labels.show}</legend>
        {TIMETABLE_FILTERS.map((filter) => (
          <label key={filter} className={styles.option}>
            <input
              type="radio"
              name="timetable-filter"
              value={filter}
              defaultChecked={filter === "all"}
              className={styles.radio}
            />
            <span>{labels[filter]}</span>
          </label>
        ))}
      </fieldset>
      {shown.map((day) => (
        <section key={day.day} className={styles.day} aria-labelledby={`day-${day.day}`}>
          <h2 id={`day-${day.day}`} className={styles.dayName}>
            {day.name}
          </h2>
          <table className={styles.table} aria-labelledby={`day-${day.day}`}>
            <thead>
              <tr>
                <th scope="col">{labels.time}</th>
                <th scope="col">{labels.class}</th>
                <th scope="col">{labels.ageGroup}</th>
                <th scope="col">{labels.coaches}</th>
                <th scope="col">{labels.price}</th>
              </tr>
            </thead>
            <tbody>
              {day.rows.map((row) => (
                <tr key={row.key} data-menu-group={row.menuGroup}>
                  <td className={styles.time}>{row.time}</td>
                  <th scope="row" className={styles.title}>
                    <Link to={`${row.path}${searchWithAge("", ageFilter.age)}`}>{row.title}</Link>
                    {row.cycle && <span className={styles.cycle}>{row.cycle}</span>}
                  </th>
                  <td className={styles.audience}>{row.audience}</td>
                  <td className={styles.coaches}>{row.coaches}</td>
                  <td className={styles.price}>{row.price}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}

/** What a class contributes to a week's timetable (the schedule page's and the home page's age finder). */
export const query = graphql`
  fragment ClassTimetable on StudioClass {
    title
    path
    menuGroup
    status
    schedule {
      day
      start
      end
      ageGroup
      minAge
      maxAge
    }
    price {
      amountILS
      period
    }
    cycles {
      start
      meetings
      joinUntil
      ageGroup
    }
  }
`;
