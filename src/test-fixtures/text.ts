/**
 * Matches text exactly as written: prices (formatShekels) and dates (Intl) carry no-break spaces and direction marks,
 * which Testing Library's default normaliser would turn into plain spaces.
 */
export const asWritten = { normalizer: (text: string) => text };
