export { PausedClass } from "./PausedClass";
