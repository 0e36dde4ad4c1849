import { useEffect, useRef, useState } from "react";
import { Phrase } from "@/components/Phrase";
import { useMediaUrl } from "@/hooks/useMediaUrl";
import { prefersStillHero } from "@/lib/motion";
import * as styles from "./Hero.module.scss";

/** The spec's poster, /hero-fallback.jpg, and the smaller and WebP versions scripts/media/make-media.mjs makes of it. */
export const HERO_POSTER = "/hero-fallback.jpg";
const POSTER_WIDTH = 1600;
const POSTER_HEIGHT = 900;
const JPEG_SRCSET = `/hero-fallback-800.jpg 800w, ${HERO_POSTER} ${POSTER_WIDTH}w`;
const WEBP_SRCSET = `/hero-fallback-800.webp 800w, /hero-fallback.webp ${POSTER_WIDTH}w`;

interface Props {
  tagline: string;
  video: { mp4: string; webm: string };
}

const warnNoPlay = (error: unknown) => console.warn("The hero video could not start playing:", error);

/**
 * The full-width hero. The poster is a responsive picture in the built HTML, fetched first (it is the page's largest
 * paint). After mount, unless the visitor asks for reduced motion or Save-Data, the looping muted video is laid over
 * it, its poster being the very picture the browser already chose (no second download), and a button pauses it.
 */
export function Hero({ tagline, video }: Props) {
  const resolve = useMediaUrl();
  const picture = useRef<HTMLImageElement>(null);
  const player = useRef<HTMLVideoElement>(null);
  const [poster, setPoster] = useState<string | null>(null);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    if (prefersStillHero(window)) return;
    setPoster(picture.current?.currentSrc || HERO_POSTER);
  }, []);

  const showVideo = poster !== null;
  useEffect(() => {
    if (showVideo) player.current?.play().catch(warnNoPlay);
  }, [showVideo]);

  const restart = () => {
    const element = player.current;
    if (!element) return;
    element.currentTime = 0;
    element.play().catch(warnNoPlay);
  };
  const togglePlaying = () => {
    const element = player.current;
    if (!element) return;
    if (element.paused) element.play().catch(warnNoPlay);
    else element.pause();
  };

  return (
    <section className={styles.hero} aria-label="פתיח">
      <picture>
        <source type="image/webp" srcSet={WEBP_SRCSET} sizes="100vw" />
        <img
          ref={picture}
          className={styles.media}
          src={HERO_POSTER}
          srcSet={JPEG_SRCSET}
          sizes="100vw"
          width={POSTER_WIDTH}
          height={POSTER_HEIGHT}
          alt=""
          {...{ fetchpriority: "high" }}
        />
      </picture>
      {showVideo && (
        <video
          ref={player}
          className={styles.media}
          poster={poster}
          muted
          loop
          playsInline
          preload="auto"
          aria-hidden="true"
          onEnded={restart}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        >
          <source src={resolve("heroVideo", video.webm)} type="video/webm" />
          <source src={resolve("heroVideo", video.mp4)} type="video/mp4" />
        </video>
      )}
      <div className={styles.overlay} />
      <p className={styles.tagline}>
        <Phrase>{tagline}</Phrase>
      </p>
      {showVideo && (
        <button
          type="button"
          className={styles.playToggle}
          onClick={togglePlaying}
          aria-label={playing ? "עצירת סרטון הרקע" : "הפעלת סרטון הרקע"}
          data-playing={playing}
        >
          <span className={styles.playIcon} aria-hidden="true" />
        </button>
      )}
    </section>
  );
}
