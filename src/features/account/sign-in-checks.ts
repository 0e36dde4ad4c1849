/**
 * What the login and password-reset forms refuse before anything is sent (issue 28): an empty or malformed
 * address, an empty password. Everything else goes to the provider as typed, and the provider's answer decides.
 * The sentences are the ones the provider's refusal of the same mistake gets (content/ui.json, loginErrors), so a
 * visitor reads the same words whichever refused.
 */
import { isEmail } from "@/lib/email";
import type { LoginErrorTexts } from "./login-errors";

/** The fields, in the order the forms show them: the first refused one takes the focus. */
export const SIGN_IN_FIELDS = ["email", "password"] as const;
export type SignInField = (typeof SIGN_IN_FIELDS)[number];

/** Why each refused field is refused; a field that passes has no entry. */
export type FieldProblems = Partial<Record<SignInField, string>>;

type CheckTexts = Pick<LoginErrorTexts, "missingEmail" | "invalidEmail" | "missingPassword">;

/** `password` is left out by a form that has no password field (the password reset). */
export function signInFieldProblems(values: { email: string; password?: string }, texts: CheckTexts): FieldProblems {
  const problems: FieldProblems = {};
  if (values.email.trim() === "") problems.email = texts.missingEmail;
  else if (!isEmail(values.email)) problems.email = texts.invalidEmail;
  // A password is sent as typed, spaces included: only an empty one is refused here.
  if (values.password === "") problems.password = texts.missingPassword;
  return problems;
}

/** The field to put the focus in: the first refused one, or null when the form may be sent. */
export const firstRefused = (problems: FieldProblems): SignInField | null =>
  SIGN_IN_FIELDS.find((field) => problems[field] !== undefined) ?? null;
