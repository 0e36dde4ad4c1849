/** The roles by place (content/ui.json, coachPage): `roles` for the first coaches, `laterRole` for the rest. */
export interface CoachRoles {
  roles: readonly string[];
  laterRole: string;
}

/**
 * A coach's role subtitle comes from the coach's place in content/coaches.json (counting from 0): the spec's
 * rule gives the first two tricking, the third street workout and calisthenics, the fourth Thai boxing, and everyone
 * after them circus; the words are the studio's (content/ui.json).
 */
export const coachRole = (position: number, texts: CoachRoles): string => texts.roles[position] ?? texts.laterRole;
