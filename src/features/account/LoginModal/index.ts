export { LoginModal, type LoginModalProps } from "./LoginModal";
