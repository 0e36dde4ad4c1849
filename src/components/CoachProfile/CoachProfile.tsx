import { graphql, Link } from "gatsby";
import { useMediaUrl } from "@/hooks/useMediaUrl";
import { CoachPhoto, useCoachPoster } from "@/components/CoachPhoto";
import { useUiTexts } from "@/hooks/useUiTexts";
import { fillTemplate } from "@/lib/templates";
import { coachRole } from "@/lib/coach-role";
import { PageHeader } from "@/components/PageHeader";
import * as styles from "./CoachProfile.module.scss";

interface Props {
  coach: Queries.CoachProfileFragment;
}

/**
 * A coach's own page: name, role, full biography, video and the classes the coach teaches. A new coach whose video is
 * not ready yet has the photo (the video's poster) in its place.
 */
export function CoachProfile({ coach }: Props) {
  const media = useMediaUrl();
  const poster = useCoachPoster(coach);
  const { coachPage: texts } = useUiTexts();
  return (
    <article>
      <PageHeader eyebrow={coachRole(coach, texts)} title={coach.name} />
      <div className={styles.body}>
        <div className={styles.bio}>
          {coach.fullBio.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {coach.classes.length > 0 && (
            <>
              <h2>{fillTemplate(texts.classes, { name: coach.name })}</h2>
              <ul className={styles.classes}>
                {coach.classes.map((studioClass) => (
                  <li key={studioClass.path}>
                    <Link to={studioClass.path}>{studioClass.title}</Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        {/* Nothing is downloaded until the visitor plays it: preload="none" with a poster. */}
        {!coach.video && <CoachPhoto coach={coach} className={styles.video} />}
        {coach.video && (
          <video
            className={styles.video}
            controls
            muted
            loop
            playsInline
            preload="none"
            width={480}
            height={640}
            poster={poster}
            aria-label={fillTemplate(texts.video, { name: coach.name })}
          >
            <source src={media("coachVideo", coach.video)} type="video/mp4" />
          </video>
        )}
      </div>
    </article>
  );
}

export const query = graphql`
  fragment CoachProfile on Coach {
    slug
    name
    position
    role
    fullBio
    video
    ...CoachPhoto
    classes {
      path
      title
    }
  }
`;
