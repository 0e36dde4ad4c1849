import React, { useEffect, useId, useRef, useState } from "react";
import { buildEnv, firebaseSettings } from "@/lib/firebase-settings";
import { resetOutcome, RESET_SENT } from "../password-reset";
import { ACCOUNT_TEXTS } from "../texts";
import * as styles from "./LoginModal.module.scss";

interface Props {
  /** What the visitor typed in the login form, to start from. */
  initialEmail: string;
  /** Asks for the reset e-mail (AuthProvider's); rejects with the provider's error. */
  resetPassword: (email: string) => Promise<void>;
  onBack: () => void;
}

/**
 * "שכחתי סיסמה": the address, then Firebase's password-reset e-mail. The same answer whether or not the address has
 * an account (password-reset.ts); the form keeps the address, so that a mistyped one can be fixed and sent again.
 */
export function PasswordResetForm({ initialEmail, resetPassword, onBack }: Props) {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const email = useRef<HTMLInputElement>(null);
  const emailId = useId();
  useEffect(() => email.current?.focus(), []);
  const introId = useId();

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    setPending(true);
    setOutcome(null);
    let error: unknown = null;
    try {
      await resetPassword(email);
    } catch (caught) {
      error = caught;
    }
    setOutcome(resetOutcome(error, firebaseSettings(buildEnv()).authEmulatorHost));
    setPending(false);
  };

  return (
    <form
      className={styles.form}
      aria-label={ACCOUNT_TEXTS.resetTitle}
      aria-describedby={introId}
      data-password-reset=""
      onSubmit={(event) => void submit(event)}
    >
      <h3 className={styles.subtitle}>{ACCOUNT_TEXTS.resetTitle}</h3>
      <p id={introId} className={styles.note}>
        {ACCOUNT_TEXTS.resetIntro}
      </p>
      <label className={styles.label} htmlFor={emailId}>
        {ACCOUNT_TEXTS.emailLabel}
      </label>
      <input
        ref={email}
        id={emailId}
        className={styles.input}
        type="email"
        name="email"
        required
        defaultValue={initialEmail}
        autoComplete="username"
        dir="ltr"
      />
      <p role="status" className={outcome === RESET_SENT ? styles.sent : styles.problem}>
        {outcome}
      </p>
      <button type="submit" className={styles.submit} disabled={pending} aria-busy={pending}>
        {pending ? ACCOUNT_TEXTS.resetPending : ACCOUNT_TEXTS.resetSubmit}
      </button>
      <button type="button" className={styles.textButton} onClick={onBack}>
        {ACCOUNT_TEXTS.backToLogin}
      </button>
    </form>
  );
}
