/**
 * What the login modal's alert says when sign-in fails (docs/site.md, "Sign-in and admins"): a clear sentence for each
 * error code the provider can return at sign-in, else the provider's own message, else a plain "login error" sentence.
 * A provider error whose code has no sentence gets a general sentence rather than its message, which only repeats the
 * raw code ("Firebase: Error (auth/…)."): a visitor never reads a code.
 */
import { fillTemplate } from "@/lib/templates";
import { AUTH_ANSWER_TIMEOUT_MS, NO_ANSWER_CODE } from "./answer-timeout";

import type { UiTexts } from "@/lib/ui-texts";

/** The sentences, in the studio's words (content/ui.json, loginErrors). */
export type LoginErrorTexts = UiTexts["loginErrors"];
type SentenceKey = Exclude<keyof LoginErrorTexts, "fallback" | "general" | "noAnswer" | "emulator">;

/**
 * Sentences by code, without the "auth/" prefix: the spec's list first, then the other codes the Firebase SDK
 * (@firebase/auth's error map) returns for an e-mail and password sign-in. One sentence for an unknown address and a
 * wrong password: telling them apart would tell anyone which addresses have an account. A disabled account has its
 * own (the spec lists user-disabled): the provider answers it before it checks the password, so the code is in the
 * network answer whatever the sentence says, and its owner learns to call the studio instead of resetting a password.
 */
const SENTENCE_BY_CODE: Readonly<Record<string, SentenceKey>> = {
  "invalid-credential": "wrongCredentials",
  "wrong-password": "wrongCredentials",
  "user-not-found": "wrongCredentials",
  "invalid-email": "invalidEmail",
  "user-disabled": "userDisabled",
  "too-many-requests": "tooManyRequests",
  "network-request-failed": "network",
  "password-does-not-meet-requirements": "weakPassword",
  "missing-password": "missingPassword",
  "missing-email": "missingEmail",
  "internal-error": "internal",
  "quota-exceeded": "quota",
  "user-token-expired": "expired",
  "multi-factor-auth-required": "multiFactor",
  "login-blocked": "blocked",
  "web-storage-unsupported": "storage",
  "operation-not-allowed": "siteSetup",
  "admin-restricted-operation": "siteSetup",
  "invalid-api-key": "siteSetup",
  "app-not-authorized": "siteSetup",
  "configuration-not-found": "siteSetup",
  "project-not-found": "siteSetup",
  "invalid-tenant-id": "siteSetup",
  "captcha-check-failed": "notVerified",
  "firebase-app-check-token-is-invalid": "notVerified",
  "recaptcha-not-enabled": "notVerified",
  "missing-recaptcha-token": "notVerified",
  "invalid-recaptcha-token": "notVerified",
  "invalid-recaptcha-action": "notVerified",
  "missing-recaptcha-version": "notVerified",
  "invalid-recaptcha-version": "notVerified",
  "missing-client-type": "notVerified",
  "invalid-req-type": "notVerified",
};

/** Every code's sentence, the answer timeout's included. */
export const loginErrorSentences = (texts: LoginErrorTexts): Readonly<Record<string, string>> => ({
  ...Object.fromEntries(Object.entries(SENTENCE_BY_CODE).map(([code, key]) => [code, texts[key]])),
  [NO_ANSWER_CODE]: fillTemplate(texts.noAnswer, { seconds: AUTH_ANSWER_TIMEOUT_MS / 1000 }),
});

/**
 * A build that signs in through the local Auth emulator cannot reach it when it is not running (`npm run serve`
 * alone): that is the developer's to fix, not the visitor's connection.
 */
export const emulatorUnreachable = (texts: LoginErrorTexts, host: string) => fillTemplate(texts.emulator, { host });

/** A provider code, without the "auth/" prefix: "auth/wrong-password" → "wrong-password". */
const bareCode = (code: unknown): string | null =>
  typeof code === "string" && code ? code.replace(/^auth\//, "") : null;

/** The provider's messages that only wrap a code: "Firebase: Error (auth/foo)." */
const RAW_CODE_MESSAGE = /\(auth\/[\w-]+\)/;

/**
 * The sentence for a sign-in failure; `error` is whatever the sign-in call threw, `authEmulatorHost` the Auth
 * emulator this build signs in through (src/lib/firebase-settings.ts), or null.
 */
export function loginErrorMessage(
  error: unknown,
  texts: LoginErrorTexts,
  authEmulatorHost: string | null = null,
): string {
  const { code, message } = (typeof error === "object" && error !== null ? error : {}) as {
    code?: unknown;
    message?: unknown;
  };
  const known = bareCode(code);
  if (known === "network-request-failed" && authEmulatorHost) return emulatorUnreachable(texts, authEmulatorHost);
  const sentences = loginErrorSentences(texts);
  if (known && Object.hasOwn(sentences, known)) return sentences[known]!;
  if (typeof code === "string" && code.startsWith("auth/")) return texts.general;
  if (typeof message === "string" && message.trim()) {
    return RAW_CODE_MESSAGE.test(message) ? texts.general : message.trim();
  }
  return texts.fallback;
}
