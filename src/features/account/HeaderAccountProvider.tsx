import React, { useMemo } from "react";
import { HeaderAccountContext } from "@/components/Header";
import { useAuth } from "./AuthProvider";
import { signOutOrAlert } from "./sign-out";

/** Gives the header (which imports no feature) the session it shows: the e-mail, sign-in and sign-out. */
export function HeaderAccountProvider({ children }: { children: React.ReactNode }) {
  const { status, user, openLogin, signOut } = useAuth();
  const email = status === "signed-in" ? (user?.email ?? null) : null;
  const verifiedEmail = status === "signed-in" ? (user?.verifiedEmail ?? null) : null;
  const account = useMemo(
    () => ({ email, verifiedEmail, openLogin, signOut: (failed: string) => signOutOrAlert(signOut, failed) }),
    [email, verifiedEmail, openLogin, signOut],
  );
  return <HeaderAccountContext.Provider value={account}>{children}</HeaderAccountContext.Provider>;
}
