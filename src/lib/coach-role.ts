/**
 * A coach's role subtitle comes from the coach's place in content/coaches.json (counting from 0):
 * the first two coach tricking, the third street workout and calisthenics, the fourth Thai boxing,
 * and everyone after them circus.
 */
const ROLES_BY_POSITION = ["מאמן טריקינג", "מאמן טריקינג", "מאמן סטריט וורקאאוט וקליסטניקס", "מאמן אגרוף תאילנדי"];
const LATER_COACHES_ROLE = "מאמן קרקס";

export const coachRole = (position: number): string => ROLES_BY_POSITION[position] ?? LATER_COACHES_ROLE;
