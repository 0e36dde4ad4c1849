export { StudioClosures } from "./StudioClosures";
