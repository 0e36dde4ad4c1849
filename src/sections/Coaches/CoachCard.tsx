import { useId } from "react";
import { Phrase } from "../../components/Phrase";
import { useNearViewport } from "../../hooks/useNearViewport";
import { COACH_VIDEO_TRIGGER } from "../../lib/home";
import * as styles from "./Coaches.module.scss";

export const VIDEO_PLACEHOLDER_TEXT = "Loading video...";

interface Props {
  name: string;
  role: string;
  shortDescription: string;
  videoUrl: string;
  posterUrl: string;
}

/**
 * A coach's card: the video loads only once the card nears the viewport, then plays on loop and stays. Over it the
 * name and role; the short description shows on hover and when the card has keyboard focus (and is always read out).
 */
export function CoachCard({ name, role, shortDescription, videoUrl, posterUrl }: Props) {
  const [card, near] = useNearViewport<HTMLElement>(COACH_VIDEO_TRIGGER);
  const nameId = useId();
  return (
    // Focusable so that keyboard users see the description that mouse users get on hover.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <article ref={card} className={styles.card} tabIndex={0} aria-labelledby={nameId}>
      {near ? (
        <video
          className={styles.video}
          src={videoUrl}
          poster={posterUrl}
          width={480}
          height={640}
          autoPlay
          muted
          loop
          playsInline
          aria-hidden="true"
        />
      ) : (
        <div className={styles.placeholder}>
          <p className={styles.placeholderText}>
            <Phrase>{VIDEO_PLACEHOLDER_TEXT}</Phrase>
          </p>
        </div>
      )}
      <div className={styles.caption}>
        <h3 id={nameId} className={styles.name}>
          {name}
        </h3>
        <p className={styles.role}>{role}</p>
        <p className={styles.description}>{shortDescription}</p>
      </div>
    </article>
  );
}
