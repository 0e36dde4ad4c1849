export { StudioAddress } from "./StudioAddress";
