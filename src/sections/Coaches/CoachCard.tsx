import { useEffect, useId, useRef } from "react";
import { CoachPhoto, useCoachPoster } from "@/components/CoachPhoto";
import { useNearViewport } from "@/hooks/useNearViewport";
import { useUiTexts } from "@/hooks/useUiTexts";
import { COACH_VIDEO_TRIGGER } from "@/lib/home";
import * as styles from "./Coaches.module.scss";

interface Props {
  name: string;
  role: string;
  shortDescription: string;
  /** None while the coach's video is not ready: the card shows the photo (the poster) instead. */
  videoUrl?: string;
  /** The coach's photo, the video's poster. */
  photo: Queries.CoachPhotoFragment;
  /** Whether the video plays once loaded; the section's button pauses them all. */
  playing: boolean;
  /** The poster only, and no video download (reduced motion, until the visitor plays the videos). */
  still: boolean;
}

const warnNoPlay = (error: unknown) => console.warn("A coach video could not start playing:", error);

/**
 * A coach's card: the video loads only once the card nears the viewport, then plays on loop and stays. Over it the
 * name and role; the short description shows on hover and when the card has keyboard focus (and is always read out).
 */
export function CoachCard({ name, role, shortDescription, videoUrl, photo, playing, still }: Props) {
  const [card, near] = useNearViewport<HTMLElement>(COACH_VIDEO_TRIGGER);
  const { coachCard } = useUiTexts();
  const video = useRef<HTMLVideoElement>(null);
  const poster = useCoachPoster(photo);
  const nameId = useId();

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (playing) element.play().catch(warnNoPlay);
    else element.pause();
  }, [near, playing, still]);

  return (
    // Focusable so that keyboard users see the description that mouse users get on hover.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <article ref={card} className={styles.card} tabIndex={0} aria-labelledby={nameId}>
      {near && (still || !videoUrl) && <CoachPhoto coach={photo} className={styles.video} />}
      {near && !still && videoUrl && (
        <video
          ref={video}
          className={styles.video}
          src={videoUrl}
          poster={poster}
          width={480}
          height={640}
          muted
          loop
          playsInline
          aria-hidden="true"
        />
      )}
      {!near && (
        <div className={styles.placeholder}>
          {/* Without JavaScript no video comes: the card is not left "loading". */}
          <p className={styles.placeholderText} data-needs-js="">
            {coachCard.videoLoading}
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
