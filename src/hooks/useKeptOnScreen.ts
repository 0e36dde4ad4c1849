import { useLayoutEffect, useRef, useState } from "react";

/**
 * For a list that opens from its button's start side (the right, in Hebrew): once it is open, whether it would pass
 * the screen's other edge, so that it opens towards the other side instead. A button near the screen's edge, where
 * the menus' row wraps, would otherwise open a list that scrolls the page sideways.
 */
export function useKeptOnScreen<Element extends HTMLElement>(open: boolean) {
  const ref = useRef<Element>(null);
  const [flipped, setFlipped] = useState(false);
  useLayoutEffect(() => {
    if (!open) {
      setFlipped(false);
      return;
    }
    const box = ref.current?.getBoundingClientRect();
    if (box && (box.left < 0 || box.right > document.documentElement.clientWidth)) setFlipped(true);
  }, [open]);
  return { ref, flipped };
}
