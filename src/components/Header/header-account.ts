import { createContext } from "react";

/**
 * What the header needs of the visitor's session. The account feature provides it around the app
 * (src/features/account/HeaderAccountProvider.tsx, put in place by src/gatsby/render/wrap-root-element.tsx), so the
 * header imports no feature. Without a provider the header has no account item.
 */
export interface HeaderAccount {
  /** The signed-in visitor's e-mail; null while signed out or not known yet. */
  email: string | null;
  /** The same e-mail once verified, else null (the admin check reads this one). */
  verifiedEmail: string | null;
  openLogin: () => void;
  /** Starts signing out; tells the visitor `failed` when it fails (the header's words, in its page's language). */
  signOut: (failed: string) => void;
}

export const HeaderAccountContext = createContext<HeaderAccount | null>(null);
