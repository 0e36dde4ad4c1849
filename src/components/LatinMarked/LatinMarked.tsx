import { isolateNumberRanges } from "@/content/number-runs";
import { latinRuns } from "@/lib/text-direction";

/**
 * Hebrew text with each run of Latin words marked English (WCAG 3.1.2) and isolated in its direction, and its time
 * and age ranges written the site's one way (content/number-runs.ts).
 */
export function LatinMarked({ text }: { text: string }) {
  return (
    <>
      {latinRuns(text).map((part, index) =>
        part.latin ? (
          <bdi key={index} lang="en">
            {part.text}
          </bdi>
        ) : (
          isolateNumberRanges(part.text)
        ),
      )}
    </>
  );
}
