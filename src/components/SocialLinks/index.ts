export { SocialLinks } from "./SocialLinks";
