export { CoachPhoto, useCoachPhotoAddress, useCoachPoster } from "./CoachPhoto";
