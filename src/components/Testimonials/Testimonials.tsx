import { Link } from "gatsby";
import { useId } from "react";
import * as styles from "./Testimonials.module.scss";

export interface Testimonial {
  quote: string;
  who: string;
  /** The class it is about, when it is shown away from that class's page (the home page). */
  about?: { title: string; path: string } | null;
}

interface Props {
  heading: string;
  testimonials: readonly Testimonial[];
  className?: string;
}

/** What trainees and parents say (content/testimonials.json); nothing at all when there is none. */
export function Testimonials({ heading, testimonials, className }: Props) {
  const headingId = useId();
  if (testimonials.length === 0) return null;
  return (
    <section className={[styles.testimonials, className].filter(Boolean).join(" ")} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {testimonials.map((testimonial) => (
          <li key={`${testimonial.who}-${testimonial.quote}`}>
            <figure className={styles.card}>
              <blockquote className={styles.quote}>
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className={styles.who}>
                {testimonial.who}
                {testimonial.about && (
                  <>
                    {" · "}
                    <Link to={testimonial.about.path}>{testimonial.about.title}</Link>
                  </>
                )}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
