import * as styles from "./LoginModal.module.scss";

interface Props {
  pending: boolean;
  /** The submit button's words, idle and while the request is under way. */
  submit: string;
  submitPending: string;
  /** The way to the other form, as a text button under the submit button. */
  other: string;
  onOther: () => void;
}

/** The sign-in forms' two buttons: submit (busy and disabled while pending) and the way to the other form. */
export function FormButtons({ pending, submit, submitPending, other, onOther }: Props) {
  return (
    <>
      <button type="submit" className={styles.submit} disabled={pending} aria-busy={pending}>
        {pending ? submitPending : submit}
      </button>
      <button type="button" className={styles.textButton} onClick={onOther}>
        {other}
      </button>
    </>
  );
}
