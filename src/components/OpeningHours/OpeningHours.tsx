import { useUiTexts } from "@/hooks/useUiTexts";
import { openingWeek, type OpeningHoursEntry } from "@/lib/opening-hours";
import * as styles from "./OpeningHours.module.scss";
import { useLanguage } from "@/language/useLanguage";

interface Props {
  hours: readonly OpeningHoursEntry[];
  className?: string;
}

/** The studio's week, Sunday first: each day's name and its hours, or that it is closed (content/ui.json). */
export function OpeningHours({ hours, className }: Props) {
  const language = useLanguage();
  const { footer } = useUiTexts();
  return (
    <dl className={`${styles.week} ${className ?? ""}`}>
      {openingWeek(hours, language).map((day) => (
        <div key={day.day} className={styles.day}>
          <dt>{day.name}</dt>
          <dd>
            {day.hours.length === 0
              ? footer.closed
              : day.hours.map((range) => (
                  <span key={range} className={styles.range}>
                    {range}
                  </span>
                ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
