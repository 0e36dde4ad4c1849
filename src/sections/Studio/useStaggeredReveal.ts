import { useEffect, useRef, useState } from "react";
import { revealDelay } from "@/lib/home";

/**
 * The items of a list slide in as they scroll into view: the ones entering together one after another, 0.15s
 * apart. Until this runs (no JavaScript, or before hydration) nothing is hidden, and with reduced motion it never
 * arms, so the items are simply there.
 *
 * Returns the list's ref, whether the reveal is armed, and each item's delay once it has been revealed.
 */
export function useStaggeredReveal<T extends HTMLElement>() {
  const list = useRef<T>(null);
  const [armed, setArmed] = useState(false);
  const [delays, setDelays] = useState<Record<number, string>>({});

  useEffect(() => {
    const element = list.current;
    if (!element || typeof IntersectionObserver === "undefined") return undefined;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return undefined;
    const items = Array.from(element.querySelectorAll<HTMLElement>("[data-reveal-index]"));
    const indexOf = (item: Element) => Number((item as HTMLElement).dataset.revealIndex);
    const observer = new IntersectionObserver(
      (entries) => {
        const entering = entries
          .filter((entry) => entry.isIntersecting)
          .map((entry) => entry.target)
          .sort((a, b) => indexOf(a) - indexOf(b));
        if (entering.length === 0) return;
        entering.forEach((item) => observer.unobserve(item));
        setDelays((known) => ({
          ...known,
          ...Object.fromEntries(entering.map((item, order) => [indexOf(item), revealDelay(order)])),
        }));
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    items.forEach((item) => observer.observe(item));
    setArmed(true);
    return () => observer.disconnect();
  }, []);

  return { list, armed, delays };
}
