export { JoinClass, JOIN_CLASS_ID } from "./JoinClass";
