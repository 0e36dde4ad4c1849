/**
 * Whether an embedded provider page is showing. A frame's `load` event also fires for the browser's own error page
 * (refused connection, unknown host), and a cross-origin frame cannot be looked into, so the frame's load alone
 * proves nothing. A request to the same address made beside the frame (`probe`) tells a provider that answers from
 * one that cannot be reached; a timer covers a provider that does not answer at all.
 */
export type ProbeResult = "pending" | "answered" | "unreachable";
type EmbedStatus = "loading" | "loaded" | "failed";

export interface EmbedSignals {
  /** The frame's load event has fired (for the provider's page or for an error page). */
  frameLoaded: boolean;
  probe: ProbeResult;
  /** The allowed time has passed without the page showing. */
  timedOut: boolean;
}

export function embedStatus({ frameLoaded, probe, timedOut }: EmbedSignals): EmbedStatus {
  if (probe === "unreachable") return "failed";
  if (frameLoaded && probe === "answered") return "loaded";
  return timedOut ? "failed" : "loading";
}
