import React, { useEffect, useId, useRef, useState } from "react";
import { buildEnv, firebaseSettings } from "@/lib/firebase-settings";
import { loginErrorMessage } from "../login-errors";
import { useUiTexts } from "@/hooks/useUiTexts";
import { Dialog } from "@/components/Dialog";
import { recoverFromChunkError } from "@/lib/chunk-recovery";
import { PasswordResetForm } from "./PasswordResetForm";
import * as styles from "./LoginModal.module.scss";

interface LoginModalProps {
  open: boolean;
  onClose: () => void;
  /** Signs in with what the visitor typed; rejects with the provider's error. */
  signIn: (email: string, password: string) => Promise<unknown>;
  /** Asks for the password-reset e-mail; rejects with the provider's error (password-reset.ts). */
  resetPassword: (email: string) => Promise<void>;
}

/**
 * The spec's login modal: e-mail and password, sent as entered to the authentication provider (no checks beyond
 * the input types). Success: an alert, then the modal closes. Failure: an alert with a clear sentence, and the
 * modal stays open. Its state comes from AuthProvider, which mounts it (as TrialModalProvider does the try-out
 * modal), so the modal imports nothing of the provider's. "שכחתי סיסמה" turns it into the password-reset form, with
 * the address typed so far.
 */
export function LoginModal({ open, onClose, signIn, resetPassword }: LoginModalProps) {
  const [pending, setPending] = useState(false);
  const [resetting, setResetting] = useState(false);
  const { login: texts, account: resetTexts, loginErrors } = useUiTexts();
  const email = useRef<HTMLInputElement>(null);
  const emailId = useId();
  const passwordId = useId();

  // The <dialog> opens in Dialog's effect, which runs first; then the e-mail field takes the focus.
  useEffect(() => {
    if (open && !resetting) email.current?.focus();
  }, [open, resetting]);

  // Each opening starts at the sign-in form.
  useEffect(() => {
    if (!open) setResetting(false);
  }, [open]);

  /** Never rejects: every outcome ends in an alert. */
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setPending(true);
    try {
      await signIn(String(data.get("email") ?? ""), String(data.get("password") ?? ""));
      window.alert(texts.success);
      form.reset();
      onClose();
    } catch (error) {
      // The sign-in code itself did not load: reload once, then say so (lib/chunk-recovery.ts).
      if (!recoverFromChunkError(error))
        window.alert(loginErrorMessage(error, loginErrors, firebaseSettings(buildEnv()).authEmulatorHost));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={texts.title}>
      <p className={styles.note} data-sign-in-note="site">
        {texts.siteNote}
      </p>
      {resetting && (
        <PasswordResetForm
          initialEmail={email.current?.value ?? ""}
          resetPassword={resetPassword}
          onBack={() => setResetting(false)}
        />
      )}
      <form className={styles.form} hidden={resetting} onSubmit={(event) => void submit(event)}>
        <label className={styles.label} htmlFor={emailId}>
          {texts.emailLabel}
        </label>
        <input
          ref={email}
          id={emailId}
          className={styles.input}
          type="email"
          name="email"
          placeholder={texts.emailPlaceholder}
          autoComplete="username"
          dir="ltr"
        />
        <label className={styles.label} htmlFor={passwordId}>
          {texts.passwordLabel}
        </label>
        <input
          id={passwordId}
          className={styles.input}
          type="password"
          name="password"
          placeholder={texts.passwordPlaceholder}
          autoComplete="current-password"
          dir="ltr"
        />
        <button type="submit" className={styles.submit} disabled={pending} aria-busy={pending}>
          {pending ? texts.pending : texts.submit}
        </button>
        <button type="button" className={styles.textButton} onClick={() => setResetting(true)}>
          {resetTexts.forgotPassword}
        </button>
      </form>
    </Dialog>
  );
}
