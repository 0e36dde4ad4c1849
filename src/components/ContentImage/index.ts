export { ContentImage } from "./ContentImage";
