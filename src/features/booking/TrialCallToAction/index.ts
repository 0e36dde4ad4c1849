export { ContactBarTrial, TrialCallToAction } from "./TrialCallToAction";
