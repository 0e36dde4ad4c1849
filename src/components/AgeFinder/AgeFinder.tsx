import React, { useId } from "react";
import type { AgeFilter } from "@/hooks/useAgeFilter";
import { useUiTexts } from "@/hooks/useUiTexts";
import * as styles from "./AgeFinder.module.scss";

interface Props {
  filter: AgeFilter;
  /** What the age finds, announced as it changes; shown once an age is typed. */
  result: string | null;
  /** Shown under the result while an age is typed (the home page's list of classes). */
  children?: React.ReactNode;
  /** Centred, as in the home page's class choice; otherwise at the start of the line. */
  centered?: boolean;
}

/**
 * The age finder's field ("גיל"), what it found and the way back to all ages. It filters only with JavaScript: the
 * HTML is the full list, and without JavaScript the finder is not shown at all (data-needs-js).
 */
export function AgeFinder({ filter, result, children, centered = false }: Props) {
  const { ageFinder: texts } = useUiTexts();
  const id = useId();
  const invalid = filter.text.trim() !== "" && filter.age === null;
  return (
    <div className={centered ? `${styles.finder} ${styles.centered}` : styles.finder} data-needs-js="">
      <div className={styles.row}>
        <label htmlFor={`${id}-age`} className={styles.label}>
          {texts.label}
        </label>
        <input
          ref={filter.inputRef}
          id={`${id}-age`}
          className={styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          value={filter.text}
          onChange={(event) => filter.setText(event.target.value)}
          aria-describedby={`${id}-hint`}
          aria-invalid={invalid || undefined}
        />
        {filter.age !== null && (
          <button type="button" className={styles.showAll} onClick={filter.clear}>
            {texts.showAllAges}
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className={invalid ? styles.invalid : styles.hint}>
        {invalid ? texts.invalid : texts.hint}
      </p>
      <p className={styles.result} role="status">
        {filter.age !== null ? result : ""}
      </p>
      {filter.age !== null && children}
    </div>
  );
}
