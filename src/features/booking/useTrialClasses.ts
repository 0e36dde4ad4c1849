import { graphql, useStaticQuery } from "gatsby";
import type { ClassGroup, Weekday } from "@/content/fixed-lists";
import { classGroups } from "@/lib/class-groups";
import { trialClasses } from "@/lib/class-status";
import type { TrialClassRules } from "./rules";

/** A class as the try-out form lists it: its name, menu group and sport, and its groups with days and ages. */
export interface TrialClass extends TrialClassRules {
  title: string;
  menuGroup: ClassGroup;
}

type Nodes = Queries.TrialClassesQuery["trialClasses"]["nodes"];

/** The classes of content/classes.json, in menu order, with their groups gathered (src/lib/class-groups.ts). */
export const trialClassesOf = (nodes: Nodes): TrialClass[] =>
  nodes.map((node) => ({
    slug: node.slug,
    title: node.title,
    menuGroup: node.group,
    sport: node.sport,
    groups: classGroups(node.schedule.map((slot) => ({ ...slot, day: slot.day as Weekday }))),
  }));

/**
 * The classes the try-out form offers, paused ones and those without a try-out ("trial": false) left out (it is set
 * to one of them when a class page opens it).
 */
export function useTrialClasses(): TrialClass[] {
  const data = useStaticQuery<Queries.TrialClassesQuery>(graphql`
    query TrialClasses {
      trialClasses: allStudioClass(sort: { position: ASC }) {
        nodes {
          slug
          title
          group
          sport
          status
          trial
          schedule {
            day
            group
            minAge
            maxAge
          }
        }
      }
    }
  `);
  return trialClassesOf(trialClasses(data.trialClasses.nodes));
}
