import { graphql } from "gatsby";
import { ContentImage } from "@/components/ContentImage";
import { useUiTexts } from "@/hooks/useUiTexts";
import { useStaggeredReveal } from "./useStaggeredReveal";
import { HOME_SECTIONS } from "@/lib/sections";
import * as styles from "./Studio.module.scss";

interface Props {
  heading: string;
  facilities: readonly Queries.StudioCardFragment[];
}

export function Studio({ heading, facilities }: Props) {
  const { list, armed, delays } = useStaggeredReveal<HTMLUListElement>();
  const { page } = useUiTexts();
  return (
    <section id={HOME_SECTIONS.studio} className={styles.studio} aria-labelledby="studio-heading">
      <h2 id="studio-heading" className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.hint}>{page.scrollHint}</p>
      {/* On a phone the cards are one sideways row: focusable, so the arrow keys scroll it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul ref={list} className={styles.cards} data-reveal-armed={armed} tabIndex={0} aria-label={heading}>
        {facilities.map((facility, index) => {
          const delay = delays[index];
          return (
            <li
              key={facility.img}
              className={styles.card}
              data-reveal-index={index}
              data-revealed={delay !== undefined}
              style={delay ? { transitionDelay: delay } : undefined}
            >
              <ContentImage
                kind="studioImage"
                file={facility.img}
                alt={facility.alt}
                processed={facility.image.childImageSharp?.gatsbyImageData}
                className={styles.image}
              />
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
