/**
 * How long a sign-in or a password-reset request may go unanswered (a hanging network, a provider that does not
 * reply) before the visitor is told and may try again; the Firebase SDK alone would wait 30 seconds or more.
 */
export const AUTH_ANSWER_TIMEOUT_MS = 10_000;

/** The code of the error that `withAnswerTimeout` rejects with (login-errors.ts has its sentence). */
export const NO_ANSWER_CODE = "no-answer";

/** `work`, or a rejection with NO_ANSWER_CODE when it has not settled within `ms`. */
export function withAnswerTimeout<T>(work: Promise<T>, ms = AUTH_ANSWER_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error("No answer"), { code: NO_ANSWER_CODE })), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
