import { isLatinText } from "@/lib/text-direction";

/**
 * A piece of text inside the Hebrew page. Latin text is isolated and marked English, so screen readers
 * pronounce it right and its punctuation stays in place ("Logging in..." does not turn into "...Logging in").
 */
export function Phrase({ children }: { children: string }) {
  return isLatinText(children) ? <bdi lang="en">{children}</bdi> : <>{children}</>;
}
