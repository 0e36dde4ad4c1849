/**
 * A coach's role subtitle: the coach's own `role` in content/coaches.json when it has one; otherwise the spec's
 * rule, by the coach's place in the list (counting from 0): the first two coach tricking, the third street workout
 * and calisthenics, the fourth Thai boxing, and everyone after them circus.
 */
const ROLES_BY_POSITION = ["מאמן טריקינג", "מאמן טריקינג", "מאמן סטריט וורקאאוט וקליסטניקס", "מאמן אגרוף תאילנדי"];
const LATER_COACHES_ROLE = "מאמן קרקס";

export interface CoachRoleFacts {
  position: number;
  role?: string | null;
}

export const coachRole = ({ position, role }: CoachRoleFacts): string =>
  role ?? ROLES_BY_POSITION[position] ?? LATER_COACHES_ROLE;
