/**
 * The content editor's own site (docs/editor-sign-in.md): a second Firebase Hosting site, so that no script of the
 * public site can read the GitHub token the editor keeps in its origin's storage. The build moves the editor's folder
 * out of public/ into its own, EDITOR_PUBLIC_DIR, which firebase.json's "editor" target serves; the public site's
 * /admin/content/ redirects there. Two addresses come from the build's environment:
 * - EDITOR_URL, the editor site's origin (`https://edit.motionlab.example`): required for a release build; a demo
 *   build leads to the editor site as the browser tests' Hosting emulator serves it on its default port.
 * - EDITOR_SIGN_IN_URL, the sign-in relay's address (functions/): until it is set the editor signs in with a token.
 * And one name: PREVIEW_HOSTING_SITE, the preview project's Hosting site (its default site, whose ID is the project's),
 * whose channels are the only previews the editor's page of changes links (`https://<site>--pr-<n>-<hash>.web.app`);
 * unset in a release build, it links none.
 */
export const EDITOR_PUBLIC_DIR = "public-editor";
/** The editor site of the browser tests' emulator with its default E2E_PORT, 9010: its second site is 5 ports up. */
export const DEMO_EDITOR_URL = "http://127.0.0.1:9015";
/** The preview site of a demo build, whose channels the browser tests' pull requests name. */
export const DEMO_PREVIEW_SITE = "demo-motionlab-preview";

export interface EditorSiteEnv {
  EDITOR_URL?: string;
  EDITOR_SIGN_IN_URL?: string;
  PREVIEW_HOSTING_SITE?: string;
}

export interface EditorSite {
  /** The editor site's origin, without a final slash. */
  url: string;
  /** The sign-in relay's address, or null: sign-in with a token. */
  signInUrl: string | null;
  /** The preview project's Hosting site, or null: the page of changes links no preview. */
  previewSite: string | null;
}

const trimmed = (text: string | undefined) => text?.trim().replace(/\/+$/, "") || undefined;

/** An https address (any http one in a demo build), with nothing after the origin when `originOnly`. */
function checkedAddress(name: string, value: string, isDemo: boolean, originOnly: boolean): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} is not an address: ${value}`);
  }
  if (url.protocol !== "https:" && !(isDemo && url.protocol === "http:")) {
    throw new Error(`${name} must be an https:// address: ${value}`);
  }
  if (originOnly && url.origin !== value)
    throw new Error(`${name} must be an origin alone, like https://edit.example.com: ${value}`);
  if (url.search || url.hash) throw new Error(`${name} must have no query or fragment: ${value}`);
  return value;
}

/** The editor site's addresses for a build with `env`; a release build without EDITOR_URL stops. */
export function editorSite(env: EditorSiteEnv, isDemo: boolean): EditorSite {
  const url = trimmed(env.EDITOR_URL);
  if (!url && !isDemo) {
    throw new Error("EDITOR_URL is not set: the public site's /admin/content/ would lead nowhere (docs/ci.md)");
  }
  const signInUrl = trimmed(env.EDITOR_SIGN_IN_URL);
  const previewSite = env.PREVIEW_HOSTING_SITE?.trim() || (isDemo ? DEMO_PREVIEW_SITE : null);
  if (previewSite && !/^[a-z0-9-]+$/.test(previewSite)) {
    throw new Error(`PREVIEW_HOSTING_SITE must be a Hosting site ID (lower-case letters, digits, -): ${previewSite}`);
  }
  return {
    url: url ? checkedAddress("EDITOR_URL", url, isDemo, true) : DEMO_EDITOR_URL,
    signInUrl: signInUrl ? checkedAddress("EDITOR_SIGN_IN_URL", signInUrl, isDemo, false) : null,
    previewSite,
  };
}
