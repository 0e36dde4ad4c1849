import type React from "react";
import { graphql, Link } from "gatsby";
import { useUiTexts } from "@/hooks/useUiTexts";
import { formatPrice, formatShekels, weekdayName } from "@/content/format";
import { isPaused } from "@/lib/class-status";
import { isolateNumberRanges } from "@/content/number-runs";
import { groupName, sortSchedule, timeRange } from "@/lib/schedule";
import { SCHEDULE_PATH } from "@/lib/timetable";
import { ContentImage } from "@/components/ContentImage";
import { PageHeader } from "@/components/PageHeader";
import { fillTemplate } from "@/lib/templates";
import * as styles from "./ClassDetails.module.scss";

type Price = NonNullable<Queries.ClassDetailsFragment["price"]>;

/** The price note with its second price ({twiceWeekly}) placed from its field: a price is written once. */
const priceNote = ({ note, twiceWeeklyILS }: Price): string =>
  fillTemplate(note ?? "", twiceWeeklyILS ? { twiceWeekly: formatShekels(twiceWeeklyILS) } : {});

interface Props {
  studioClass: Queries.ClassDetailsFragment;
  /** The try-out call to action, shown under the title and at the end of the facts (the page passes the booking's). */
  trialAction: React.ReactNode;
  /** What ends the facts column, when not `trialAction` again (null: nothing, as on a paused class's page). */
  endAction?: React.ReactNode;
  /** Shown at the end of the main column: what people say about the class. */
  children?: React.ReactNode;
}

/** A class or course page: what it is, who it is for, a session, the week's schedule, price, coaches, what to bring. */
export function ClassDetails({ studioClass, trialAction, endAction = trialAction, children }: Props) {
  const { menus, classPage: texts } = useUiTexts();
  const {
    title,
    summary,
    description,
    audience,
    level,
    sessionOutline,
    schedule,
    price,
    courseLength,
    coaches,
    bring,
  } = studioClass;
  // A paused class's weekly sessions are not held: its page does not list them (src/lib/class-status.ts).
  const paused = isPaused(studioClass);
  return (
    <article>
      <PageHeader eyebrow={menus[studioClass.group]} title={title} lead={summary}>
        {trialAction}
      </PageHeader>
      <div className={styles.body}>
        <section className={styles.main} aria-labelledby="about-class">
          {studioClass.image && studioClass.imageAlt && (
            <ContentImage
              kind="classImage"
              file={studioClass.image}
              alt={studioClass.imageAlt}
              processed={studioClass.picture?.childImageSharp?.gatsbyImageData}
              className={styles.picture}
              loading="eager"
            />
          )}
          <h2 id="about-class">{texts.about}</h2>
          {description.map((paragraph) => (
            <p key={paragraph}>{isolateNumberRanges(paragraph)}</p>
          ))}
          <h2>{texts.session}</h2>
          <ol className={styles.outline}>
            {sessionOutline.map((part) => (
              <li key={part}>{part}</li>
            ))}
          </ol>
          <h2>{texts.bring}</h2>
          <ul>
            {bring.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {children}
        </section>
        <aside className={styles.facts} aria-label={texts.facts}>
          <h2>{texts.audience}</h2>
          <p>{isolateNumberRanges(audience)}</p>
          {level && <p>{level}</p>}
          {!paused && (
            <>
              <h2>{texts.schedule}</h2>
              <table className={styles.schedule}>
                <caption className={styles.caption}>{texts.scheduleCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{texts.day}</th>
                    <th scope="col">{texts.time}</th>
                    <th scope="col">{texts.group}</th>
                  </tr>
                </thead>
                <tbody>
                  {sortSchedule(schedule).map((slot) => (
                    <tr key={`${slot.day}-${slot.start}`}>
                      <th scope="row" className={styles.day}>
                        {weekdayName(slot.day)}
                      </th>
                      <td className={styles.time}>{timeRange(slot)}</td>
                      <td>{slot.group ? groupName(slot.group) : texts.everyone}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className={styles.scheduleLink}>
                <Link to={SCHEDULE_PATH}>{texts.fullSchedule}</Link>
              </p>
            </>
          )}
          {(price || courseLength) && <h2>{texts.price}</h2>}
          {price && (
            <p className={styles.price}>
              {formatPrice(price.amountILS, price.period, texts)}
              {price.note && <span className={styles.priceNote}>{priceNote(price)}</span>}
            </p>
          )}
          {courseLength && <p>{courseLength}</p>}
          <h2>{texts.coaches}</h2>
          <ul className={styles.coaches}>
            {coaches.map((coach) => (
              <li key={coach.slug}>
                <Link to={coach.readMoreLink}>{coach.name}</Link>
              </li>
            ))}
          </ul>
          {endAction}
        </aside>
      </div>
    </article>
  );
}

export const query = graphql`
  fragment ClassDetails on StudioClass {
    slug
    group
    title
    summary
    description
    audience
    level
    sessionOutline
    schedule {
      day
      start
      end
      group
    }
    price {
      amountILS
      period
      twiceWeeklyILS
      note
    }
    courseLength
    coaches {
      slug
      name
      readMoreLink
    }
    bring
    sport
    status
    trial
    howToJoin
    image
    imageAlt
    picture {
      childImageSharp {
        gatsbyImageData(width: 720, aspectRatio: 1.5, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
      }
    }
  }
`;
