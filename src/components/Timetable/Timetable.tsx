import { Link } from "gatsby";
import { TIMETABLE_FILTERS, type TimetableDay } from "@/lib/timetable";
import * as styles from "./Timetable.module.scss";

interface Props {
  days: readonly TimetableDay[];
}

/**
 * The week's sessions, one table per weekday. The filter is a group of radio buttons that hides other groups'
 * rows (and days left empty) in CSS alone, so it works before and without JavaScript; "הכול" is the full table.
 */
export function Timetable({ days }: Props) {
  return (
    <div className={styles.timetable}>
      <fieldset className={styles.filter}>
        <legend className={styles.legend}>הצגת האימונים של</legend>
        {TIMETABLE_FILTERS.map((filter) => (
          <label key={filter.value} className={styles.option}>
            <input
              type="radio"
              name="timetable-filter"
              value={filter.value}
              defaultChecked={filter.value === "all"}
              className={styles.radio}
            />
            <span>{filter.label}</span>
          </label>
        ))}
      </fieldset>
      {days.map((day) => (
        <section key={day.day} className={styles.day} aria-labelledby={`day-${day.day}`}>
          <h2 id={`day-${day.day}`} className={styles.dayName}>
            {day.name}
          </h2>
          <table className={styles.table} aria-labelledby={`day-${day.day}`}>
            <thead>
              <tr>
                <th scope="col">שעה</th>
                <th scope="col">חוג</th>
                <th scope="col">קבוצה</th>
                <th scope="col">מאמנים</th>
              </tr>
            </thead>
            <tbody>
              {day.rows.map((row) => (
                <tr key={row.key} data-group={row.group}>
                  <td className={styles.time}>
                    <bdi dir="ltr">{row.time}</bdi>
                  </td>
                  <th scope="row" className={styles.title}>
                    <Link to={row.path}>{row.title}</Link>
                  </th>
                  <td className={styles.audience}>{row.audience}</td>
                  <td className={styles.coaches}>{row.coaches}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
