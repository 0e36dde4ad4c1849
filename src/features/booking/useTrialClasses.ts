import { useMemo } from "react";
import { graphql } from "gatsby";
import { useSiteTexts } from "@/language/site-texts";
import type { MenuGroup, Weekday } from "@/content/fixed-lists";
import type { AgeRange } from "@/content/ages";
import { ageGroups } from "@/lib/age-groups";
import { trialClasses } from "@/lib/class-status";
import { runsFrom } from "@/lib/course-cycles";
import { localDateString } from "@/lib/dates";
import { useStudioClosures } from "@/hooks/useStudioClosures";
import type { TrialClassRules } from "./rules";
import type { SessionTime } from "./completion";

/**
 * A class as the try-out form lists it: its name, menu group and sport, its age groups with days and ages, and its
 * sessions' hours (named in the request).
 */
export interface TrialClass extends TrialClassRules {
  title: string;
  menuGroup: MenuGroup;
  schedule: (SessionTime & AgeRange)[];
}

type Nodes = readonly Queries.TrialClassFieldsFragment[];

/**
 * The classes of content/classes/, in menu order, with their age groups gathered (src/lib/age-groups.ts), and a
 * course's cycles that are not over on `today` (src/lib/course-cycles.ts), without the days the studio is `closed`.
 */
export const trialClassesOf = (nodes: Nodes, closed: ReadonlySet<string>, today: string): TrialClass[] =>
  nodes.map((node) => {
    const schedule = node.schedule.map((slot) => ({ ...slot, day: slot.day as Weekday }));
    return {
      slug: node.slug,
      title: node.title,
      menuGroup: node.menuGroup,
      sport: node.sport,
      ageGroups: ageGroups(schedule),
      schedule,
      joinable: node.cycles ? runsFrom(schedule, node.cycles, closed, today) : null,
    };
  });

/**
 * The classes the try-out form offers, paused ones and those without a try-out ("trial": false) left out (it is set
 * to one of them when a class page opens it).
 */
export function useTrialClasses(): TrialClass[] {
  const { trialClasses: classes } = useSiteTexts().data;
  const closures = useStudioClosures();
  // The same list on every render, so that what is computed from it runs again only when the content changes. The
  // cycles are those not over on the visitor's day, as the form takes dates from it on.
  return useMemo(
    () =>
      trialClassesOf(
        trialClasses(classes.nodes),
        new Set(closures.map((closure) => closure.date)),
        localDateString(new Date()),
      ),
    [classes, closures],
  );
}

export const trialClassFields = graphql`
  fragment TrialClassFields on StudioClass {
    slug
    title
    menuGroup
    sport
    status
    trial
    schedule {
      day
      start
      end
      ageGroup
      minAge
      maxAge
    }
    cycles {
      start
      meetings
      joinUntil
      ageGroup
    }
  }
`;
