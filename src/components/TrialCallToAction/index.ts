export { TrialCallToAction } from "./TrialCallToAction";
