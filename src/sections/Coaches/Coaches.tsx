import { graphql } from "gatsby";
import { useMediaUrl } from "../../hooks/useMediaUrl";
import { coachRole } from "../../lib/coach-role";
import { CoachCard } from "./CoachCard";
import * as styles from "./Coaches.module.scss";

interface Props {
  heading: string;
  /** content/coaches.json in its order: the order gives each coach's role. */
  coaches: readonly Queries.CoachCardFragment[];
}

/** The coaches. Each record's read-more route (/coaches/{slug}) is in the data; this section does not link it. */
export function Coaches({ heading, coaches }: Props) {
  const resolve = useMediaUrl();
  return (
    <section id="coaches" className={styles.coaches} aria-labelledby="coaches-heading">
      <h2 id="coaches-heading" className={styles.heading}>
        {heading}
      </h2>
      <div className={styles.cards}>
        {coaches.map((coach, position) => (
          <CoachCard
            key={coach.slug}
            name={coach.name}
            role={coachRole(position)}
            shortDescription={coach.shortDescription}
            videoUrl={resolve("coachVideo", coach.video)}
            posterUrl={resolve("coachVideo", coach.poster)}
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
    shortDescription
    video
    poster
  }
`;
