import { useMemo } from "react";
import { useBuildDate } from "@/hooks/useBuildDate";
import { useStudioClosures } from "@/hooks/useStudioClosures";
import { useUiTexts } from "@/hooks/useUiTexts";
import type { TimetableWords } from "@/lib/timetable";

/** What the timetable writes beside its sessions (src/lib/timetable.ts), as of the build's day. */
export function useTimetableWords(): TimetableWords {
  const { timetable, classPage } = useUiTexts();
  const today = useBuildDate();
  const closures = useStudioClosures();
  return useMemo(
    () => ({
      audiences: timetable,
      periods: classPage,
      cycles: { ...classPage, nextCycle: timetable.nextCycle },
      today,
      closed: new Set(closures.map((closure) => closure.date)),
    }),
    [timetable, classPage, today, closures],
  );
}
