export { UserLogin } from "./UserLogin";
