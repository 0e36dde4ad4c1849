export { AgeFinder } from "./AgeFinder";
export { ageCountText, scheduleLinkText, AGE_FINDER_TEXTS } from "./texts";
export { AGE_PARAMETER, useAgeFilter, type AgeFilter } from "./useAgeFilter";
