export { TrialBookingModal } from "./TrialBookingModal";
