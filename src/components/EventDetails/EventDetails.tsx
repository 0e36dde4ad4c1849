import { TermsLink } from "@/components/TermsLink";
import type { ReactNode } from "react";
import { graphql, Link } from "gatsby";
import { ContentImage } from "@/components/ContentImage";
import { PageHeader } from "@/components/PageHeader";
import { formatTimeRange } from "@/content/number-runs";
import { eventAges, eventDays, type Registration } from "@/lib/events";
import { fillTemplate } from "@/lib/templates";
import type { UiTexts } from "@/lib/ui-texts";
import * as styles from "./EventDetails.module.scss";
import { useLocalPath } from "@/language/useLocalPath";
import { useLanguage } from "@/language/useLanguage";

interface Props {
  event: Queries.EventDetailsFragment;
  texts: UiTexts["events"];
  registration: Registration;
}

/** An event's page: when, for whom, for how much (what the content says of it), what happens, and how to register. */
export function EventDetails({ event, texts, registration }: Props) {
  const local = useLocalPath();
  const language = useLanguage();
  const ages = eventAges(event, texts);
  const facts: [string, ReactNode][] = [
    [
      texts.dateLabel,
      <time key="date" dateTime={event.date}>
        {eventDays(event, language)}
      </time>,
    ],
    [texts.timeLabel, formatTimeRange(event.start, event.end)],
    ...(ages ? [[texts.agesLabel, ages] as [string, ReactNode]] : []),
    ...(event.priceILS != null
      ? [
          [
            texts.priceLabel,
            <>
              {fillTemplate(texts.price, { amount: event.priceILS })} <TermsLink section="distance-sale" />
            </>,
          ] as [string, ReactNode],
        ]
      : event.priceNote
        ? [[texts.priceLabel, event.priceNote] as [string, ReactNode]]
        : []),
  ];
  return (
    <>
      <PageHeader title={event.title} eyebrow={texts.title} lead={event.summary} />
      <div className={styles.body}>
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {event.image && event.imageAlt && (
          <ContentImage
            kind="eventImage"
            file={event.image}
            alt={event.imageAlt}
            processed={event.picture?.childImageSharp?.gatsbyImageData}
            className={styles.picture}
          />
        )}
        <div className={styles.description}>
          {event.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <p className={styles.actions}>
          <a
            className={styles.register}
            href={registration.href}
            target="_blank"
            rel="noopener noreferrer"
            data-event-register=""
          >
            {registration.label}
            <span className={styles.newWindow}> {texts.newWindow}</span>
          </a>
          <Link to={local("/events")} className={styles.all}>
            {texts.allEvents}
          </Link>
        </p>
      </div>
    </>
  );
}

export const query = graphql`
  fragment EventDetails on StudioEvent {
    ...EventCard
    description
    minAge
    maxAge
    priceILS
    priceNote
    registerUrl
    image
    imageAlt
    picture {
      childImageSharp {
        gatsbyImageData(width: 720, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
      }
    }
  }
`;
