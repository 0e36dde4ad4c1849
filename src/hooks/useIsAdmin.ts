import { useEffect, useState } from "react";
import { useSiteSettings } from "@/hooks/useSiteSettings";

/**
 * Whether `verifiedEmail` is on content/site.json's admin list (compared by digest: lib/admin.ts), or undefined while
 * that is being worked out. Only a verified address counts, as in firestore.rules (`email_verified`): an account
 * opened with an admin's address by someone else is no admin here either. It only hides things: see
 * firestore.rules. The check's code is fetched once someone is signed in, so an anonymous visit does not carry it.
 */
export function useIsAdmin(verifiedEmail: string | null | undefined): boolean | undefined {
  const { adminEmailDigests } = useSiteSettings();
  const address = verifiedEmail ?? null;
  const [answer, setAnswer] = useState<{ email: string | null; isAdmin: boolean }>({ email: null, isAdmin: false });

  useEffect(() => {
    if (address === null) return undefined;
    let current = true;
    import("@/lib/admin")
      .then(({ isAdminEmail }) => isAdminEmail(address, adminEmailDigests))
      .then(
        (isAdmin) => current && setAnswer({ email: address, isAdmin }),
        () => current && setAnswer({ email: address, isAdmin: false }),
      );
    return () => {
      current = false;
    };
  }, [address, adminEmailDigests]);

  if (address === null) return false;
  return answer.email === address ? answer.isAdmin : undefined;
}
