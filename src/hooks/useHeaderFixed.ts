import { useEffect, useState } from "react";
import { isHeaderFixed } from "@/lib/header";

/** Whether the header bar is fixed to the top, following the page's vertical scroll. */
export function useHeaderFixed(): boolean {
  const [fixed, setFixed] = useState(false);
  useEffect(() => {
    const update = () => setFixed(isHeaderFixed(window.scrollY));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return fixed;
}
