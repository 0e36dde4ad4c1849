import { Link } from "gatsby";
import { SCHEDULE_PATH } from "@/lib/timetable";
import { DROPDOWN_GROUPS } from "@/lib/menu";
import { useUiTexts } from "@/hooks/useUiTexts";
import { ClassDropdown } from "./ClassDropdown";
import * as styles from "./ChooseClass.module.scss";

export interface HomeClassLink {
  group: string;
  path: string;
  title: string;
}

interface Props {
  heading: string;
  /** content/classes.json in its order: the same entries as the header's menus, named by their Hebrew titles. */
  classes: readonly HomeClassLink[];
}

export function ChooseClass({ heading, classes }: Props) {
  const { menus } = useUiTexts();
  const openTraining = classes.filter((entry) => entry.group === "open");
  return (
    <section className={styles.chooseClass} aria-labelledby="choose-class-heading">
      <h2 id="choose-class-heading" className={styles.heading}>
        {heading}
      </h2>
      <div className={styles.choices}>
        {DROPDOWN_GROUPS.map((group) => (
          <ClassDropdown key={group} label={menus[group]} links={classes.filter((entry) => entry.group === group)} />
        ))}
        {openTraining.map((entry) => (
          <Link key={entry.path} to={entry.path} className={styles.plainLink}>
            {menus.open}
          </Link>
        ))}
      </div>
      <p className={styles.scheduleLine}>
        רוצים לראות הכול בבת אחת?{" "}
        <Link to={SCHEDULE_PATH} className={styles.scheduleLink}>
          למערכת השעות השבועית
        </Link>
      </p>
    </section>
  );
}
