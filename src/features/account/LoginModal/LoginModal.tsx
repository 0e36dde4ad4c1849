import { useEffect, useRef, useState } from "react";
import { useUiTexts } from "@/hooks/useUiTexts";
import { Dialog } from "@/components/Dialog";
import { PrivacyLine } from "@/components/PrivacyLine";
import { LoginForm } from "./LoginForm";
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
 * The spec's login modal (LoginForm), and one form at a time: "שכחתי סיסמה" puts the password-reset form in the
 * login form's place, with the address typed so far, and "חזרה להתחברות" brings the login form back as it was left.
 * Its state comes from AuthProvider, which mounts it (as TrialModalProvider does the try-out modal), so the modal
 * imports nothing of the provider's.
 */
export function LoginModal({ open, onClose, signIn, resetPassword }: LoginModalProps) {
  const [resetting, setResetting] = useState(false);
  const { login: texts } = useUiTexts();
  const email = useRef<HTMLInputElement>(null);

  // The <dialog> opens in Dialog's effect, which runs first; then the login form's e-mail field takes the focus,
  // as it does on the way back from the reset form (which focuses its own field).
  useEffect(() => {
    if (open && !resetting) email.current?.focus();
  }, [open, resetting]);

  // Each opening starts at the sign-in form.
  useEffect(() => {
    if (!open) setResetting(false);
  }, [open]);

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
      <LoginForm
        emailField={email}
        hidden={resetting}
        signIn={signIn}
        onSignedIn={onClose}
        onForgotPassword={() => setResetting(true)}
      />
      <PrivacyLine why={texts.why} section="sign-in" className={styles.note} />
    </Dialog>
  );
}
