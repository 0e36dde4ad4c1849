export { Coaches } from "./Coaches";
