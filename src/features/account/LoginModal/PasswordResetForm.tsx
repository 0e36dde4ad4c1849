import React, { useEffect, useId, useRef, useState } from "react";
import { buildEnv, firebaseSettings } from "@/lib/firebase-settings";
import { useUiTexts } from "@/hooks/useUiTexts";
import { resetProblem } from "../password-reset";
import { FormButtons } from "./FormButtons";
import { FormField } from "./FormField";
import { useFieldChecks } from "./useFieldChecks";
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
 * An empty or malformed address is refused in the form (sign-in-checks.ts), as in the login form.
 */
export function PasswordResetForm({ initialEmail, resetPassword, onBack }: Props) {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ said: string; sent: boolean } | null>(null);
  const { account: texts, loginErrors } = useUiTexts();
  const email = useRef<HTMLInputElement>(null);
  const { problems, accept, typedIn } = useFieldChecks({ email });
  useEffect(() => email.current?.focus(), []);
  const introId = useId();

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = String(new FormData(event.currentTarget).get("email") ?? "");
    setOutcome(null);
    if (!accept({ email: address })) return;
    setPending(true);
    let error: unknown = null;
    try {
      await resetPassword(address);
    } catch (caught) {
      error = caught;
    }
    const problem = resetProblem(error, loginErrors, firebaseSettings(buildEnv()).authEmulatorHost);
    setOutcome(problem === null ? { said: texts.resetSent, sent: true } : { said: problem, sent: false });
    setPending(false);
  };

  return (
    <form
      className={styles.form}
      aria-label={texts.resetTitle}
      aria-describedby={introId}
      data-password-reset=""
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h3 className={styles.subtitle}>{texts.resetTitle}</h3>
      <p id={introId} className={styles.note}>
        {texts.resetIntro}
      </p>
      <FormField
        label={texts.resetEmail}
        problem={problems.email}
        inputRef={email}
        type="email"
        name="email"
        required
        defaultValue={initialEmail}
        autoComplete="username"
        onChange={typedIn("email")}
      />
      <p role="status" className={styles.sent}>
        {outcome?.sent ? outcome.said : ""}
      </p>
      <p role="alert" className={styles.problem}>
        {outcome?.sent === false ? outcome.said : ""}
      </p>
      <FormButtons
        pending={pending}
        submit={texts.resetSubmit}
        submitPending={texts.resetPending}
        other={texts.backToLogin}
        onOther={onBack}
      />
    </form>
  );
}
