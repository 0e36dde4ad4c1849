/** The roles by place (content/ui.json, coachPage): `roles` for the first coaches, `laterRole` for the rest. */
export interface CoachRoles {
  roles: readonly string[];
  laterRole: string;
}

export interface CoachRoleFacts {
  /** The coach's place among content/coaches/ (by their order fields), counting from 0. */
  position: number;
  /** The coach's own role in content/coaches/, if any. */
  role?: string | null;
}

/**
 * A coach's role subtitle: the coach's own `role` when it has one; otherwise the spec's rule by the coach's place
 * in the list: the first two tricking, the third street workout and calisthenics, the fourth Thai boxing, and
 * everyone after them circus, in the studio's words (content/ui.json).
 */
export const coachRole = ({ position, role }: CoachRoleFacts, texts: CoachRoles): string =>
  role ?? texts.roles[position] ?? texts.laterRole;
