import { useEffect, useState } from "react";
import type { ProbeResult } from "@/lib/embed-status";

/**
 * Asks the address once, beside its frame, whether anyone answers: a refused connection or an unknown host fails
 * the request at once, any response (even an error status) means the provider is there. The response stays opaque
 * (no-cors, no cookies): only the fact that it came is used. Nothing is asked while `active` is false.
 */
export function useReachability(url: string, active: boolean): ProbeResult {
  const [result, setResult] = useState<ProbeResult>("pending");

  useEffect(() => {
    if (!active) return undefined;
    const controller = new AbortController();
    setResult("pending");
    fetch(url, { method: "HEAD", mode: "no-cors", credentials: "omit", cache: "no-store", signal: controller.signal })
      .then(() => setResult("answered"))
      .catch(() => {
        if (!controller.signal.aborted) setResult("unreachable");
      });
    return () => controller.abort();
  }, [url, active]);

  return result;
}
