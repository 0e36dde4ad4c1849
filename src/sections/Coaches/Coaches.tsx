import { useEffect, useState } from "react";
import { graphql } from "gatsby";
import { useMediaUrl } from "@/hooks/useMediaUrl";
import { coachRole } from "@/lib/coach-role";
import { useUiTexts } from "@/hooks/useUiTexts";
import { prefersReducedMotion } from "@/lib/motion";
import { CoachCard } from "./CoachCard";
import { HOME_SECTIONS } from "@/lib/sections";
import * as styles from "./Coaches.module.scss";

interface Props {
  heading: string;
  /** content/coaches/ by their order fields: the place gives each coach's role. */
  coaches: readonly Queries.CoachCardFragment[];
}

/**
 * The coaches. Each record's read-more route (/coaches/{slug}) is in the data; this section does not link it.
 * The looping videos can be paused together (moving content needs a way to stop it). Visitors who ask for reduced
 * motion get the posters only, and no video is downloaded unless they press play. The button appears once the page
 * runs, since only then are there videos.
 */
export function Coaches({ heading, coaches }: Props) {
  const resolve = useMediaUrl();
  const { coachPage, home, page } = useUiTexts();
  const [interactive, setInteractive] = useState(false);
  const [playing, setPlaying] = useState(true);
  const [still, setStill] = useState(false);
  useEffect(() => {
    setInteractive(true);
    if (prefersReducedMotion(window)) {
      setPlaying(false);
      setStill(true);
    }
  }, []);
  const togglePlaying = () => {
    setStill(false);
    setPlaying((was) => !was);
  };

  return (
    <section id={HOME_SECTIONS.coaches} className={styles.coaches} aria-labelledby="coaches-heading">
      <div className={styles.headingRow}>
        <h2 id="coaches-heading" className={styles.heading}>
          {heading}
        </h2>
        {interactive && (
          <button type="button" className={styles.motionToggle} onClick={togglePlaying}>
            {playing ? home.pauseVideos : home.playVideos}
          </button>
        )}
      </div>
      <p className={styles.hint}>{page.scrollHint}</p>
      <div className={styles.cards}>
        {coaches.map((coach, position) => (
          <CoachCard
            key={coach.slug}
            name={coach.name}
            role={coachRole({ position, role: coach.role }, coachPage)}
            shortDescription={coach.shortDescription}
            videoUrl={coach.video ? resolve("coachVideo", coach.video) : undefined}
            photo={coach}
            playing={playing}
            still={still}
          />
        ))}
      </div>
    </section>
  );
}

export const query = graphql`
  fragment CoachCard on Coach {
    slug
    name
    role
    shortDescription
    video
    ...CoachPhoto
  }
`;
