/**
 * What the admin page reports about the site: which services are configured and which still hold sample
 * values, where each content entry can be edited, and the blocked try-out dates split around today.
 */
import type { FirebaseSettings } from "./firebase-settings";

export type ServiceState = "configured" | "sample" | "missing";

export interface ServiceStatus {
  name: string;
  value: string;
  state: ServiceState;
}

/** Domains reserved for examples and tests (RFC 2606 and 6761): a value there is a placeholder. */
const SAMPLE_DOMAIN = /(^|\.)(example(\.(com|net|org))?|test|invalid|localhost)$/i;

export function isSampleUrl(url: string): boolean {
  try {
    return SAMPLE_DOMAIN.test(new URL(url).hostname);
  } catch {
    return true;
  }
}

export const isSampleEmail = (email: string): boolean => SAMPLE_DOMAIN.test(email.split("@").pop() ?? "");

interface SiteForStatus {
  siteUrl: string;
  /** The admins' addresses as the built site holds them: SHA-256 digests (src/features/account/admin.ts). */
  adminEmailDigests: readonly string[];
  storageBucket?: string | null;
  repositoryUrl?: string | null;
  bookingProvider: { trialFormUrl: string; loginUrl: string; shopUrl?: string | null };
}

const adminListSummary = (count: number, viewerEmail: string) =>
  `${count === 1 ? "כתובת אחת" : `${count} כתובות`}, ביניהן ${viewerEmail} (האתר שומר רק גיבוב SHA-256 של כל כתובת)`;

const urlStatus = (name: string, url: string | null | undefined): ServiceStatus =>
  url
    ? { name, value: url, state: isSampleUrl(url) ? "sample" : "configured" }
    : { name, value: "לא הוגדר", state: "missing" };

/** `viewerEmail`: the signed-in admin's own address, one of the list, and the only one the page knows. */
export function serviceStatuses(firebase: FirebaseSettings, site: SiteForStatus, viewerEmail: string): ServiceStatus[] {
  const bucket = firebase.options.storageBucket;
  return [
    {
      name: "פרויקט Firebase",
      value: firebase.isDemo ? `${firebase.options.projectId} (פרויקט הדגמה)` : firebase.options.projectId,
      state: firebase.isDemo ? "sample" : "configured",
    },
    {
      name: "שירות ההתחברות",
      value: firebase.authEmulatorHost ? `אמולטור מקומי ב-${firebase.authEmulatorHost}` : "Firebase Authentication",
      state: firebase.authEmulatorHost ? "sample" : "configured",
    },
    {
      name: "App Check (reCAPTCHA Enterprise)",
      value: firebase.recaptchaSiteKey ? "פעיל" : "כבוי: לא הוגדר GATSBY_RECAPTCHA_SITE_KEY",
      state: firebase.recaptchaSiteKey ? "configured" : "missing",
    },
    {
      name: "דלי האחסון",
      value: bucket ?? "אין: התמונות והסרטונים מוגשים מהאתר עצמו",
      state: bucket ? "configured" : "missing",
    },
    urlStatus("כתובת האתר", site.siteUrl),
    urlStatus("טופס שיעור ניסיון במערכת ההזמנות", site.bookingProvider.trialFormUrl),
    urlStatus("כניסה לאיזור האישי במערכת ההזמנות", site.bookingProvider.loginUrl),
    urlStatus("החנות במערכת ההזמנות", site.bookingProvider.shopUrl),
    {
      name: "רשימת המנהלים",
      value: adminListSummary(site.adminEmailDigests.length, viewerEmail),
      // The list holds the viewer's address: a sample address there means a sample list.
      state: isSampleEmail(viewerEmail) ? "sample" : "configured",
    },
    urlStatus("מאגר הקוד", site.repositoryUrl),
  ];
}

/** The address that opens a content file for editing in the repository, or null without a repository URL. */
export function contentEditUrl(repositoryUrl: string | null | undefined, file: string, branch = "main"): string | null {
  if (!repositoryUrl) return null;
  return `${repositoryUrl.replace(/\/+$/, "").replace(/\.git$/, "")}/edit/${branch}/content/${file}`;
}

/** The content editor's form for a content file ("classes.json"): each file is a "singleton" of the editor. */
export const contentFormUrl = (file: string): string =>
  `/admin/content/#/collections/_singletons/entries/${file.replace(/\.json$/, "")}`;

/** Blocked dates from today on (today included) and before today, each sorted from the nearest. */
export function splitBlockedDates(dates: readonly string[], today: string): { upcoming: string[]; past: string[] } {
  const sorted = [...new Set(dates)].sort();
  return {
    upcoming: sorted.filter((date) => date >= today),
    past: sorted.filter((date) => date < today).reverse(),
  };
}
