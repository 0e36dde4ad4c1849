/** Where a class page's try-out calls to action lead without JavaScript: this part of the same page. */
export const TRIAL_OPTIONS_ID = "trial-options";
