export { PhoneNumber } from "./PhoneNumber";
