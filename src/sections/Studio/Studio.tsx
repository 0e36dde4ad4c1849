import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { useMediaBucket, useMediaUrl } from "@/hooks/useMediaUrl";
import { useStaggeredReveal } from "./useStaggeredReveal";
import * as styles from "./Studio.module.scss";

interface Props {
  heading: string;
  facilities: readonly Queries.StudioCardFragment[];
}

/** The picture size scripts/media/make-media.mjs makes, for the plain <img> of a bucket's picture. */
const BUCKET_IMAGE_SIZE = { width: 1200, height: 800 };

export function Studio({ heading, facilities }: Props) {
  const { list, armed, delays } = useStaggeredReveal<HTMLUListElement>();
  const bucket = useMediaBucket();
  const resolve = useMediaUrl();
  return (
    <section id="studio" className={styles.studio} aria-labelledby="studio-heading">
      <h2 id="studio-heading" className={styles.heading}>
        {heading}
      </h2>
      <ul ref={list} className={styles.cards} data-reveal-armed={armed}>
        {facilities.map((facility, index) => {
          const image = getImage(facility.image.childImageSharp?.gatsbyImageData ?? null);
          const delay = delays[index];
          return (
            <li
              key={facility.img}
              className={styles.card}
              data-reveal-index={index}
              data-revealed={delay !== undefined}
              style={delay ? { transitionDelay: delay } : undefined}
            >
              {bucket || !image ? (
                // A picture in the storage bucket is not on disk at build time, so gatsby-plugin-image cannot
                // process it: a plain lazy <img> from the bucket's address, its size reserved up front.
                <img
                  className={styles.image}
                  src={resolve("studioImage", facility.img)}
                  alt={facility.alt}
                  {...BUCKET_IMAGE_SIZE}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <GatsbyImage image={image} alt={facility.alt} className={styles.image} />
              )}
              <h3 className={styles.title}>{facility.title}</h3>
              <p className={styles.text}>{facility.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export const query = graphql`
  fragment StudioCard on Facility {
    title
    text
    img
    alt
    image {
      childImageSharp {
        gatsbyImageData(width: 480, aspectRatio: 1.5, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
      }
    }
  }
`;
