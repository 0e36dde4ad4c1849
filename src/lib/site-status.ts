/**
 * What the admin page reports about the site: which services are configured and which still hold sample
 * values, where each content entry can be edited, and the blocked try-out dates split around today.
 */
import type { FirebaseSettings } from "./firebase-settings";
import { fillTemplate } from "./templates";
import type { UiTexts } from "./ui-texts";

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

/** The rows' words: content/ui.json's adminServices. */
export type ServiceTexts = UiTexts["adminServices"];

const adminListSummary = (count: number, viewerEmail: string, texts: ServiceTexts) =>
  count === 1
    ? fillTemplate(texts.adminsOne, { email: viewerEmail })
    : fillTemplate(texts.adminsMany, { count, email: viewerEmail });

const urlStatus = (name: string, url: string | null | undefined, texts: ServiceTexts): ServiceStatus =>
  url
    ? { name, value: url, state: isSampleUrl(url) ? "sample" : "configured" }
    : { name, value: texts.notSet, state: "missing" };

/** `viewerEmail`: the signed-in admin's own address, one of the list, and the only one the page knows. */
export function serviceStatuses(
  firebase: FirebaseSettings,
  site: SiteForStatus,
  viewerEmail: string,
  texts: ServiceTexts,
): ServiceStatus[] {
  const bucket = firebase.options.storageBucket;
  const { projectId } = firebase.options;
  return [
    {
      name: texts.firebaseProject,
      value: firebase.isDemo ? fillTemplate(texts.demoProject, { project: projectId }) : projectId,
      state: firebase.isDemo ? "sample" : "configured",
    },
    {
      name: texts.signInService,
      value: firebase.authEmulatorHost
        ? fillTemplate(texts.authEmulator, { host: firebase.authEmulatorHost })
        : "Firebase Authentication",
      state: firebase.authEmulatorHost ? "sample" : "configured",
    },
    {
      name: "App Check (reCAPTCHA Enterprise)",
      value: firebase.recaptchaSiteKey ? texts.appCheckOn : texts.appCheckOff,
      state: firebase.recaptchaSiteKey ? "configured" : "missing",
    },
    {
      name: texts.storageBucket,
      value: bucket ?? texts.noBucket,
      state: bucket ? "configured" : "missing",
    },
    urlStatus(texts.siteUrl, site.siteUrl, texts),
    urlStatus(texts.providerTrialForm, site.bookingProvider.trialFormUrl, texts),
    urlStatus(texts.providerLogin, site.bookingProvider.loginUrl, texts),
    urlStatus(texts.shop, site.bookingProvider.shopUrl, texts),
    {
      name: texts.admins,
      value: adminListSummary(site.adminEmailDigests.length, viewerEmail, texts),
      // The list holds the viewer's address: a sample address there means a sample list.
      state: isSampleEmail(viewerEmail) ? "sample" : "configured",
    },
    urlStatus(texts.repository, site.repositoryUrl, texts),
  ];
}

/** The address that opens a content file for editing in the repository, or null without a repository URL. */
export function contentEditUrl(repositoryUrl: string | null | undefined, file: string, branch = "main"): string | null {
  if (!repositoryUrl) return null;
  // A folder of entry files ("classes/") is browsed, a settings file edited.
  const [action, name] = file.endsWith("/") ? ["tree", file.slice(0, -1)] : ["edit", file];
  return `${repositoryUrl.replace(/\/+$/, "").replace(/\.git$/, "")}/${action}/${branch}/content/${name}`;
}

/**
 * The content editor's form for a settings file ("booking.json": a "singleton" of the editor), or its list of a
 * folder's entries ("classes/": a collection, an entry per file).
 */
export const contentFormUrl = (file: string): string =>
  file.endsWith("/")
    ? `/admin/content/#/collections/${file.slice(0, -1)}`
    : `/admin/content/#/collections/_singletons/entries/${file.replace(/\.json$/, "")}`;

/** The content editor's page of the changes saved in it and where each one is on its way to the site. */
export const PENDING_CHANGES_URL = "/admin/content/changes/";

/** Blocked dates from today on (today included) and before today, each sorted from the nearest. */
export function splitBlockedDates(dates: readonly string[], today: string): { upcoming: string[]; past: string[] } {
  const sorted = [...new Set(dates)].sort();
  return {
    upcoming: sorted.filter((date) => date >= today),
    past: sorted.filter((date) => date < today).reverse(),
  };
}
