import { useEffect, useRef, useState, type MouseEvent } from "react";
import { Phrase } from "@/components/Phrase";
import { useMediaUrl } from "@/hooks/useMediaUrl";
import {
  HERO_POSTER,
  HERO_POSTER_ATTRIBUTE,
  HERO_POSTER_HEIGHT,
  HERO_POSTER_JPEG_SRCSET,
  HERO_POSTER_SIZES,
  HERO_POSTER_WEBP_SRCSET,
  HERO_POSTER_WIDTH,
} from "@/lib/hero";
import { prefersStillHero } from "@/lib/motion";
import { isModifiedClick } from "@/lib/scroll";
import { TRIAL_PANEL_ID, requestTrialPanel } from "@/sections/About/trial-panel-request";
import { useUiTexts } from "@/hooks/useUiTexts";
import * as styles from "./Hero.module.scss";

/** The first screen's call to action (content/ui.json, home.heroCta): a link to the try-out panel: a link, so that it leads there before the page has hydrated, and opens it (About). */
const HERO_CTA_HREF = `#${TRIAL_PANEL_ID}`;

interface Props {
  tagline: string;
  video: { mp4: string; webm: string };
}

const warnNoPlay = (error: unknown) => console.warn("The hero video could not start playing:", error);

/** Opens the About section's try-out panel, the same path as its own button; a new-tab click stays a link. */
const openTrialPanel = (event: MouseEvent<HTMLAnchorElement>) => {
  if (isModifiedClick(event)) return;
  event.preventDefault();
  requestTrialPanel();
};

/**
 * The full-width hero. The poster is a responsive picture in the built HTML, fetched first (it is the page's largest
 * paint; the head preloads it). Once the page has loaded, unless the visitor asks for reduced motion or Save-Data,
 * the looping muted video is laid over it, its poster being the very picture the browser already chose (no second
 * download), and a button pauses it. A call to action opens the About section's try-out panel.
 */
export function Hero({ tagline, video }: Props) {
  const resolve = useMediaUrl();
  const picture = useRef<HTMLImageElement>(null);
  const player = useRef<HTMLVideoElement>(null);
  const { home: texts } = useUiTexts();
  const [poster, setPoster] = useState<string | null>(null);
  const [playing, setPlaying] = useState(true);

  // The video (150 KB and more) waits for the page's load event, so that it never takes bandwidth from the poster,
  // the fonts or the page's scripts.
  useEffect(() => {
    if (prefersStillHero(window)) return undefined;
    const layVideoOver = () => setPoster(picture.current?.currentSrc || HERO_POSTER);
    if (document.readyState === "complete") {
      layVideoOver();
      return undefined;
    }
    window.addEventListener("load", layVideoOver, { once: true });
    return () => window.removeEventListener("load", layVideoOver);
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
    <section className={styles.hero} aria-label={texts.heroLabel}>
      <picture>
        <source type="image/webp" srcSet={HERO_POSTER_WEBP_SRCSET} sizes={HERO_POSTER_SIZES} />
        <img
          ref={picture}
          className={styles.media}
          src={HERO_POSTER}
          srcSet={HERO_POSTER_JPEG_SRCSET}
          sizes={HERO_POSTER_SIZES}
          width={HERO_POSTER_WIDTH}
          height={HERO_POSTER_HEIGHT}
          alt=""
          {...{ fetchpriority: "high", [HERO_POSTER_ATTRIBUTE]: "" }}
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
      <div className={styles.content}>
        <p className={styles.tagline}>
          <Phrase>{tagline}</Phrase>
        </p>
        <a className={styles.cta} href={HERO_CTA_HREF} onClick={openTrialPanel}>
          {texts.heroCta}
        </a>
      </div>
      {showVideo && (
        <button
          type="button"
          className={styles.playToggle}
          onClick={togglePlaying}
          aria-label={playing ? texts.pauseHero : texts.playHero}
          data-playing={playing}
        >
          <span className={styles.playIcon} aria-hidden="true" />
        </button>
      )}
    </section>
  );
}
