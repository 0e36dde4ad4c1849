import type React from "react";
import { graphql, Link } from "gatsby";
import { useUiTexts } from "@/hooks/useUiTexts";
import { formatPrice, formatShekels, weekdayName } from "@/content/format";
import { isolateNumberRanges } from "@/content/number-runs";
import type { ClassPageView } from "@/lib/class-page-view";
import { SCHEDULE_PATH } from "@/lib/timetable";
import { ClassCalendar } from "@/components/ClassCalendar";
import { ContentImage } from "@/components/ContentImage";
import { CourseCycles } from "@/components/CourseCycles";
import { HealthDeclaration } from "@/components/HealthDeclaration";
import { TermsLink, type TermsSection } from "@/components/TermsLink";
import { PageHeader } from "@/components/PageHeader";
import { fillTemplate } from "@/lib/templates";
import * as styles from "./ClassDetails.module.scss";
import { useLocalPath } from "@/language/useLocalPath";
import type { Language } from "@/language/language";
import { useLanguage } from "@/language/useLanguage";

type Price = NonNullable<Queries.ClassDetailsFragment["price"]>;

/** The price note with its second price ({twiceWeekly}) placed from its field: a price is written once. */
const priceNote = ({ note, twiceWeeklyILS }: Price, language: Language): string =>
  fillTemplate(note ?? "", twiceWeeklyILS ? { twiceWeekly: formatShekels(twiceWeeklyILS, language) } : {});

/** The section of the terms that says how a price of this kind is cancelled. */
const TERMS_OF_PERIOD: Record<Price["period"], TermsSection | undefined> = {
  month: "membership",
  course: "course",
  card: "punch-card",
  session: undefined,
};

interface Props {
  studioClass: Queries.ClassDetailsFragment;
  /** The page's state (src/lib/class-page-view.ts): the sessions it lists, if any. */
  view: Pick<ClassPageView, "sessions">;
  /** Under the title: the try-out, or what the page offers in its place (the page decides, from `view.offer`). */
  trialAction: React.ReactNode;
  /** What ends the facts column: the try-out again, or nothing. */
  endAction?: React.ReactNode;
  /** Shown at the end of the main column: what people say about the class. */
  children?: React.ReactNode;
}

/**
 * A class or course page: what it is, who it is for, a session, the week's schedule (with its calendar), price (with its terms), coaches,
 * what to bring (with the health declaration).
 */
export function ClassDetails({ studioClass, view, trialAction, endAction, children }: Props) {
  const language = useLanguage();
  const { menus, classPage: texts } = useUiTexts();
  const local = useLocalPath();
  const { title, summary, description, audience, level, sessionOutline, price, courseLength, coaches, bring } =
    studioClass;
  return (
    <article>
      <PageHeader eyebrow={menus[studioClass.menuGroup]} title={title} lead={summary}>
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
          <HealthDeclaration />
          {children}
        </section>
        <aside className={styles.facts} aria-label={texts.facts}>
          <h2>{texts.audience}</h2>
          <p>{isolateNumberRanges(audience)}</p>
          {level && <p>{level}</p>}
          {view.sessions && (
            <>
              <h2>{texts.schedule}</h2>
              <table className={styles.schedule}>
                <caption className={styles.caption}>{texts.scheduleCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{texts.day}</th>
                    <th scope="col">{texts.time}</th>
                    <th scope="col">{texts.ageGroup}</th>
                  </tr>
                </thead>
                <tbody>
                  {view.sessions.map((session) => (
                    <tr key={session.key}>
                      <th scope="row" className={styles.day}>
                        {weekdayName(session.day, language)}
                      </th>
                      <td className={styles.time}>{session.time}</td>
                      <td>{session.ageGroup ?? texts.everyone}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <ClassCalendar slug={studioClass.slug} schedule={studioClass.schedule} />
              <p className={styles.scheduleLink}>
                <Link to={local(SCHEDULE_PATH)}>{texts.fullSchedule}</Link>
              </p>
            </>
          )}
          {studioClass.menuGroup === "courses" && view.sessions && (
            <CourseCycles schedule={studioClass.schedule} cycles={studioClass.cycles} />
          )}
          {(price || courseLength) && <h2>{texts.price}</h2>}
          {price && (
            <p className={styles.price}>
              {formatPrice(price.amountILS, price.period, texts, language)}
              {price.note && <span className={styles.priceNote}>{priceNote(price, language)}</span>}
              <TermsLink section={TERMS_OF_PERIOD[price.period]} className={styles.priceNote} />
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
    menuGroup
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
      ageGroup
      minAge
      maxAge
    }
    cycles {
      start
      meetings
      joinUntil
      ageGroup
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
