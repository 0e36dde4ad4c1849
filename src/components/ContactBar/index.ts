export { ContactBar, ContactBarLink } from "./ContactBar";
