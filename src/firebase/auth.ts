import {
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type User,
} from "firebase/auth";
import { firebaseApp } from "./app";
import { buildEnv, firebaseSettings } from "@/lib/firebase-settings";

/** What the rest of the site knows of a user: the spec's User reads only the uid and the e-mail. */
export interface SessionUser {
  uid: string;
  email: string | null;
  /** The e-mail once its owner has proved it (Firebase's emailVerified), else null: what the admin check reads. */
  verifiedEmail: string | null;
}

const toSessionUser = (user: User | null): SessionUser | null =>
  user ? { uid: user.uid, email: user.email, verifiedEmail: user.emailVerified ? user.email : null } : null;

let ready: Promise<Auth> | undefined;

/**
 * Auth, created once: initializeAuth with IndexedDB persistence (getAuth would also bring the popup and redirect
 * code), connected to the emulator when one is configured.
 */
export function auth(): Promise<Auth> {
  ready ??= firebaseApp().then((app) => {
    const instance = initializeAuth(app, { persistence: indexedDBLocalPersistence });
    // The e-mails Firebase sends (the password reset) in Hebrew, as the site.
    instance.languageCode = "he";
    const { authEmulatorHost } = firebaseSettings(buildEnv());
    if (authEmulatorHost) connectAuthEmulator(instance, `http://${authEmulatorHost}`, { disableWarnings: true });
    return instance;
  });
  return ready;
}

/**
 * E-mail and password sign-in; the credentials go to the provider as entered (once the form has checked them).
 * Throws the provider's error.
 */
export async function signIn(email: string, password: string): Promise<SessionUser> {
  const { user } = await signInWithEmailAndPassword(await auth(), email, password);
  return toSessionUser(user)!;
}

/** Asks Firebase to e-mail a link for a new password; throws the provider's error (user-not-found included). */
export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(await auth(), email);
}

export async function signOutUser(): Promise<void> {
  await signOut(await auth());
}

/** Calls back with the current user, or null, now and on every change; returns the unsubscribe function. */
export async function watchUser(callback: (user: SessionUser | null) => void): Promise<() => void> {
  return onAuthStateChanged(await auth(), (user) => callback(toSessionUser(user)));
}
