import { isolateNumberRanges } from "@/content/number-runs";
import { latinRuns } from "@/lib/text-direction";
import { useLanguage } from "@/language/useLanguage";

/**
 * Hebrew text with each run of Latin words marked English (WCAG 3.1.2) and isolated in its direction, and its time
 * and age ranges written the site's one way (content/number-runs.ts). On an English page the text is English already:
 * only its ranges are written so.
 */
export function LatinMarked({ text }: { text: string }) {
  if (useLanguage() === "en") return <>{isolateNumberRanges(text)}</>;
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
