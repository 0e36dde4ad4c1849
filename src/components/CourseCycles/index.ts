export { CourseCycles } from "./CourseCycles";
