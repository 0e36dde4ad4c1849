import { useEffect, useRef, useState } from "react";

interface NearViewportOptions {
  /** The share of the element that must be inside the (widened) viewport. */
  threshold: number;
  /** How far around the viewport counts as near, as in IntersectionObserver ("100px"). */
  rootMargin: string;
  /** Watching starts this long after mount. */
  delayMs: number;
}

/**
 * Whether the element has come near the viewport. It turns true once and stays true (what it unlocks stays loaded).
 * Browsers without IntersectionObserver get true straight away.
 */
export function useNearViewport<T extends Element>({ threshold, rootMargin, delayMs }: NearViewportOptions) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near) return undefined;
    let observer: IntersectionObserver | undefined;
    const timer = setTimeout(() => {
      const element = ref.current;
      if (!element) return;
      if (typeof IntersectionObserver === "undefined") {
        setNear(true);
        return;
      }
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
            setNear(true);
            observer?.disconnect();
          }
        },
        { threshold, rootMargin },
      );
      observer.observe(element);
    }, delayMs);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
    };
  }, [near, threshold, rootMargin, delayMs]);

  return [ref, near] as const;
}
