export { Dialog } from "./Dialog";
