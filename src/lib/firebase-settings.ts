// The Auth emulator's address is written once, where the Firebase CLI reads it: emulators.auth in firebase.json.
// eslint-disable-next-line no-restricted-imports -- the repository's own configuration file, not another folder's code
import firebaseJson from "../../firebase.json";

/**
 * The Firebase configuration, from the GATSBY_FIREBASE_* variables (inlined by Gatsby at build time). With no
 * project configured the site uses project "demo-studio" and the Auth emulator of firebase.json, in development
 * and production builds alike. This file imports nothing from firebase, so anything may read it.
 */
const DEMO_PROJECT_ID = "demo-studio";
const { host, port } = firebaseJson.emulators.auth;
export const DEFAULT_AUTH_EMULATOR_HOST = `${host}:${port}`;

interface FirebaseEnv {
  GATSBY_FIREBASE_API_KEY?: string;
  GATSBY_FIREBASE_AUTH_DOMAIN?: string;
  GATSBY_FIREBASE_PROJECT_ID?: string;
  GATSBY_FIREBASE_STORAGE_BUCKET?: string;
  GATSBY_FIREBASE_APP_ID?: string;
  GATSBY_RECAPTCHA_SITE_KEY?: string;
  GATSBY_FIREBASE_AUTH_EMULATOR_HOST?: string;
}

export interface FirebaseSettings {
  options: { apiKey: string; authDomain: string; projectId: string; storageBucket?: string; appId?: string };
  /** host:port of the Auth emulator, or null when the real service is used. */
  authEmulatorHost: string | null;
  /** App Check with reCAPTCHA Enterprise runs only when a site key is set. */
  recaptchaSiteKey: string | null;
  /** True when no project is configured and the demo project is used. */
  isDemo: boolean;
}

const value = (text: string | undefined): string | undefined => (text && text.trim() ? text.trim() : undefined);

/** The settings for the given variables; `storageBucket` from content/site.json is the fallback bucket. */
export function firebaseSettings(env: FirebaseEnv, contentBucket?: string | null): FirebaseSettings {
  const projectId = value(env.GATSBY_FIREBASE_PROJECT_ID);
  const isDemo = !projectId;
  const storageBucket = value(env.GATSBY_FIREBASE_STORAGE_BUCKET) ?? value(contentBucket ?? undefined);
  const appId = value(env.GATSBY_FIREBASE_APP_ID);
  return {
    options: {
      // The emulator accepts any key; a real project needs its own.
      apiKey: value(env.GATSBY_FIREBASE_API_KEY) ?? "demo-api-key",
      authDomain: value(env.GATSBY_FIREBASE_AUTH_DOMAIN) ?? `${projectId ?? DEMO_PROJECT_ID}.firebaseapp.com`,
      projectId: projectId ?? DEMO_PROJECT_ID,
      ...(storageBucket ? { storageBucket } : {}),
      ...(appId ? { appId } : {}),
    },
    authEmulatorHost: value(env.GATSBY_FIREBASE_AUTH_EMULATOR_HOST) ?? (isDemo ? DEFAULT_AUTH_EMULATOR_HOST : null),
    recaptchaSiteKey: value(env.GATSBY_RECAPTCHA_SITE_KEY) ?? null,
    isDemo,
  };
}

/** The variables as this build sees them. Each is written out in full so that Gatsby inlines it. */
export const buildEnv = (): FirebaseEnv => ({
  GATSBY_FIREBASE_API_KEY: process.env.GATSBY_FIREBASE_API_KEY,
  GATSBY_FIREBASE_AUTH_DOMAIN: process.env.GATSBY_FIREBASE_AUTH_DOMAIN,
  GATSBY_FIREBASE_PROJECT_ID: process.env.GATSBY_FIREBASE_PROJECT_ID,
  GATSBY_FIREBASE_STORAGE_BUCKET: process.env.GATSBY_FIREBASE_STORAGE_BUCKET,
  GATSBY_FIREBASE_APP_ID: process.env.GATSBY_FIREBASE_APP_ID,
  GATSBY_RECAPTCHA_SITE_KEY: process.env.GATSBY_RECAPTCHA_SITE_KEY,
  GATSBY_FIREBASE_AUTH_EMULATOR_HOST: process.env.GATSBY_FIREBASE_AUTH_EMULATOR_HOST,
});

/** One line for the build's output saying which Firebase the site talks to. */
export function describeFirebase(settings: FirebaseSettings): string {
  const appCheck = settings.recaptchaSiteKey ? "App Check on" : "App Check off";
  if (settings.isDemo) return `no project set: ${settings.options.projectId}, emulator ${settings.authEmulatorHost}`;
  const emulator = settings.authEmulatorHost ? `, emulator ${settings.authEmulatorHost}` : "";
  return `project ${settings.options.projectId}${emulator}, ${appCheck}`;
}
