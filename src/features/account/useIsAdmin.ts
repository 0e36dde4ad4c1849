import { isAdminEmail } from "./admin";
import { useAuth } from "./AuthProvider";
import { useSiteSettings } from "@/hooks/useSiteSettings";

/** Whether the signed-in user is on content/site.json's admin list. It only hides things: see firestore.rules. */
export function useIsAdmin(): boolean {
  const { user } = useAuth();
  const { adminEmails } = useSiteSettings();
  return isAdminEmail(user?.email, adminEmails);
}
