export { EmbeddedFrame } from "./EmbeddedFrame";
