import { isAdminEmail } from "@/lib/admin";
import { useSiteSettings } from "@/hooks/useSiteSettings";

/** Whether `email` is on content/site.json's admin list. It only hides things: see firestore.rules. */
export function useIsAdmin(email: string | null | undefined): boolean {
  return isAdminEmail(email, useSiteSettings().adminEmails);
}
