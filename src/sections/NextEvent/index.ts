export { NextEvent } from "./NextEvent";
