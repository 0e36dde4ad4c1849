import { getApp, getApps, initializeApp, type FirebaseApp } from "firebase/app";
import { buildEnv, firebaseSettings } from "@/lib/firebase-settings";

let ready: Promise<FirebaseApp> | undefined;

/**
 * The Firebase app, created once on first need. When a reCAPTCHA site key is set, App Check (reCAPTCHA
 * Enterprise; a debug token in development) is initialised here, before any other service can use the app.
 */
export function firebaseApp(): Promise<FirebaseApp> {
  ready ??= (async () => {
    const settings = firebaseSettings(buildEnv());
    const app = getApps().length ? getApp() : initializeApp(settings.options);
    if (settings.recaptchaSiteKey) {
      const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import("firebase/app-check");
      if (process.env.NODE_ENV === "development") {
        (globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: boolean }).FIREBASE_APPCHECK_DEBUG_TOKEN = true;
      }
      initializeAppCheck(app, {
        provider: new ReCaptchaEnterpriseProvider(settings.recaptchaSiteKey),
        isTokenAutoRefreshEnabled: true,
      });
    }
    return app;
  })();
  return ready;
}
