import React, { useEffect, useId, useRef, useState } from "react";
import { buildEnv, firebaseSettings } from "@/firebase/config";
import { loginErrorMessage } from "@/features/account/login-errors";
import { useAuth } from "@/features/account/AuthProvider";
import { SITE_SIGN_IN_NOTE } from "@/features/account/sign-in-notes";
import { Dialog } from "@/components/Dialog";
import { Phrase } from "@/components/Phrase";
import * as styles from "./LoginModal.module.scss";

/**
 * The spec's login modal: e-mail and password, sent as entered to the authentication provider (no checks beyond
 * the input types). Success: an alert, then the modal closes. Failure: an alert with a clear sentence, and the
 * modal stays open.
 */
export default function LoginModal() {
  const { loginOpen, closeLogin, signIn } = useAuth();
  const [pending, setPending] = useState(false);
  const email = useRef<HTMLInputElement>(null);
  const emailId = useId();
  const passwordId = useId();

  // The <dialog> opens in Dialog's effect, which runs first; then the e-mail field takes the focus.
  useEffect(() => {
    if (loginOpen) email.current?.focus();
  }, [loginOpen]);

  /** Never rejects: every outcome ends in an alert. */
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setPending(true);
    try {
      await signIn(String(data.get("email") ?? ""), String(data.get("password") ?? ""));
      window.alert("You have logged in successfully!");
      form.reset();
      closeLogin();
    } catch (error) {
      window.alert(loginErrorMessage(error, firebaseSettings(buildEnv()).authEmulatorHost));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={loginOpen} onClose={closeLogin} title="Login">
      <p className={styles.note} data-sign-in-note="site">
        {SITE_SIGN_IN_NOTE}
      </p>
      <form className={styles.form} onSubmit={(event) => void submit(event)}>
        <label className={styles.label} htmlFor={emailId}>
          אימייל
        </label>
        <input
          ref={email}
          id={emailId}
          className={styles.input}
          type="email"
          name="email"
          placeholder="E-mail address"
          autoComplete="username"
          dir="ltr"
        />
        <label className={styles.label} htmlFor={passwordId}>
          סיסמה
        </label>
        <input
          id={passwordId}
          className={styles.input}
          type="password"
          name="password"
          placeholder="Password"
          autoComplete="current-password"
          dir="ltr"
        />
        <button type="submit" className={styles.submit} disabled={pending} aria-busy={pending}>
          <Phrase>{pending ? "Logging in..." : "Log in"}</Phrase>
        </button>
      </form>
    </Dialog>
  );
}
