import React, { useRef, useState } from "react";
import { buildEnv, firebaseSettings } from "@/lib/firebase-settings";
import { recoverFromChunkError } from "@/lib/chunk-recovery";
import { useUiTexts } from "@/hooks/useUiTexts";
import { loginErrorMessage } from "../login-errors";
import { FormButtons } from "./FormButtons";
import { FormField } from "./FormField";
import { useFieldChecks } from "./useFieldChecks";
import * as styles from "./LoginModal.module.scss";

interface Props {
  /** The e-mail field, which LoginModal focuses and reads for the reset form. */
  emailField: React.RefObject<HTMLInputElement>;
  /** Kept in the page, filled in, while the reset form takes its place. */
  hidden: boolean;
  signIn: (email: string, password: string) => Promise<unknown>;
  onSignedIn: () => void;
  onForgotPassword: () => void;
}

/**
 * The spec's login form: e-mail and password, sent as typed once they pass the form's own checks (an address of the
 * right shape, a password). Success: the spec's alert. Failure: the spec's alert with a clear sentence, and the same
 * sentence stays in the form (role="alert") after the pop-up is closed.
 */
export function LoginForm({ emailField, hidden, signIn, onSignedIn, onForgotPassword }: Props) {
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState("");
  const { login: texts, account, loginErrors } = useUiTexts();
  const passwordField = useRef<HTMLInputElement>(null);
  const { problems, accept, typedIn } = useFieldChecks({ email: emailField, password: passwordField });

  /** Never rejects: every answer of the provider ends in an alert. */
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get("email") ?? "");
    const password = String(data.get("password") ?? "");
    setAnswer("");
    if (!accept({ email, password })) return;
    setPending(true);
    try {
      await signIn(email, password);
      window.alert(texts.success);
      form.reset();
      onSignedIn();
    } catch (error) {
      // The sign-in code itself did not load: reload once, then say so (lib/chunk-recovery.ts).
      if (!recoverFromChunkError(error)) {
        const sentence = loginErrorMessage(error, loginErrors, firebaseSettings(buildEnv()).authEmulatorHost);
        setAnswer(sentence);
        window.alert(sentence);
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className={styles.form}
      aria-label={texts.title}
      hidden={hidden}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <FormField
        label={texts.emailLabel}
        problem={problems.email}
        inputRef={emailField}
        type="email"
        name="email"
        required
        placeholder={texts.emailPlaceholder}
        autoComplete="username"
        onChange={typedIn("email")}
      />
      <FormField
        label={texts.passwordLabel}
        problem={problems.password}
        inputRef={passwordField}
        type="password"
        name="password"
        required
        placeholder={texts.passwordPlaceholder}
        autoComplete="current-password"
        onChange={typedIn("password")}
      />
      <p role="alert" className={styles.problem}>
        {answer}
      </p>
      <FormButtons
        pending={pending}
        submit={texts.submit}
        submitPending={texts.pending}
        other={account.forgotPassword}
        onOther={onForgotPassword}
      />
    </form>
  );
}
