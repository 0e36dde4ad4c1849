export { LoginModal } from "./LoginModal";
