import React, { useId } from "react";
import * as styles from "./LoginModal.module.scss";

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "dir">;

interface Props extends InputProps {
  label: string;
  /** Why what was typed is refused, said under the field; undefined while it is not. */
  problem: string | undefined;
  inputRef?: React.Ref<HTMLInputElement>;
}

/** One field of the sign-in forms: its label, a left-to-right input (addresses, passwords), and its message. */
export function FormField({ label, problem, inputRef, ...input }: Props) {
  const id = useId();
  const problemId = `${id}-problem`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className={styles.input}
        dir="ltr"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        {...input}
      />
      <p id={problemId} className={styles.fieldProblem}>
        {problem}
      </p>
    </div>
  );
}
