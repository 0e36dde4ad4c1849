export { CoachProfile } from "./CoachProfile";
