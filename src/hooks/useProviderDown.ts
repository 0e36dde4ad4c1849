import { useEffect, useState } from "react";
import { useReachability } from "@/hooks/useReachability";
import { EMBED_FALLBACK_MS } from "@/lib/home";

/**
 * Whether the provider's page at `url` is down, as the home page's frames decide it (embed-status.ts): the address
 * cannot be reached, or it has not answered within EMBED_FALLBACK_MS. For a link to that page rather than a frame:
 * asked once while `active`, false until known.
 */
export function useProviderDown(url: string, active: boolean): boolean {
  const probe = useReachability(url, active);
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setTimedOut(true), EMBED_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [active]);

  return probe === "unreachable" || (probe === "pending" && timedOut);
}
