export { TRIAL_OPTIONS_ID, TrialOptions } from "./TrialOptions";
