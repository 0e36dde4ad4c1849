import { Link } from "gatsby";
import { AgeFinder } from "@/components/AgeFinder";
import { useAgeFilter } from "@/hooks/useAgeFilter";
import { ageCountText } from "@/lib/age-finder-texts";
import { classesForAge } from "@/content/ages";
import { SCHEDULE_PATH } from "@/lib/timetable";
import { groupClassMenus } from "@/lib/menu";
import { useUiTexts } from "@/hooks/useUiTexts";
import { ClassDropdown } from "./ClassDropdown";
import { ClassesForAge } from "./ClassesForAge";
import type { HomeClassLink } from "./home-class-link";
import * as styles from "./ChooseClass.module.scss";
import { useLocalPath } from "@/language/useLocalPath";

interface Props {
  heading: string;
  /** content/classes/ by their order fields: the same entries as the header's menus, named by their Hebrew titles. */
  classes: readonly HomeClassLink[];
}

/**
 * The home page's class choice: the age finder (JavaScript only: the classes that take the age typed, each with its
 * try-out), the header's menus (open training a plain link while it is one class, a menu of its own when several:
 * src/lib/menu.ts), and the way to the weekly timetable.
 */
export function ChooseClass({ heading, classes }: Props) {
  const { menus, ageFinder: texts, home } = useUiTexts();
  const { dropdowns, plainLinks } = groupClassMenus(classes);
  const ageFilter = useAgeFilter();
  const found = ageFilter.age === null ? [] : classesForAge(classes, ageFilter.age);
  const sessions = found.reduce((sum, { slots }) => sum + slots.length, 0);
  const result = ageFilter.age === null ? null : ageCountText(texts, ageFilter.age, found.length, sessions);
  return (
    <section className={styles.chooseClass} aria-labelledby="choose-class-heading">
      <h2 id="choose-class-heading" className={styles.heading}>
        {heading}
      </h2>
      <AgeFinder filter={ageFilter} result={result} centered>
        {ageFilter.age !== null && <ClassesForAge age={ageFilter.age} found={found} />}
      </AgeFinder>
      <div className={styles.choices}>
        {dropdowns.map(({ menuGroup, links }) => (
          <ClassDropdown key={menuGroup} label={menus[menuGroup]} links={links} />
        ))}
        {plainLinks.map((entry) => (
          <Link key={entry.path} to={entry.path} className={styles.plainLink}>
            {menus.open}
          </Link>
        ))}
      </div>
      <p className={styles.scheduleLine}>
        {home.wholeWeek}{" "}
        <Link to={useLocalPath()(SCHEDULE_PATH)} className={styles.scheduleLink}>
          {home.scheduleLink}
        </Link>
      </p>
    </section>
  );
}
