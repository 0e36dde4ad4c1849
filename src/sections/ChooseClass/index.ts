export { ChooseClass } from "./ChooseClass";
