import { useCallback, useEffect, useRef, useState } from "react";
import { parseAge } from "@/content/ages";

/** The address parameter that carries an age between the finders: /schedule?age=9. */
export const AGE_PARAMETER = "age";

/** `?age=9` in the address, or null. */
export function ageFromSearch(search: string): string | null {
  return new URLSearchParams(search).get(AGE_PARAMETER);
}

/** The address with `?age=` set to `age`, or without it; the rest of the query and the hash kept. */
export function searchWithAge(search: string, age: number | null): string {
  const params = new URLSearchParams(search);
  if (age === null) params.delete(AGE_PARAMETER);
  else params.set(AGE_PARAMETER, String(age));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export interface AgeFilter {
  /** What the visitor typed. */
  text: string;
  /** The age it is, or null while it is empty or not an age. */
  age: number | null;
  setText: (text: string) => void;
  clear: () => void;
  inputRef: React.RefObject<HTMLInputElement>;
}

/**
 * The age a finder filters by. After hydration it takes what was typed before (the field is in the HTML and can be
 * used while the scripts load) or, failing that, `?age=` of the address; with `keepInAddress` each change is
 * written back to the address, so that going back to the page finds the same age.
 */
export function useAgeFilter({ keepInAddress = false } = {}): AgeFilter {
  const [text, setTextState] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const typedBeforeHydration = inputRef.current?.value ?? "";
    const initial = typedBeforeHydration || (keepInAddress ? ageFromSearch(window.location.search) : null) || "";
    if (initial) setTextState(initial);
  }, [keepInAddress]);

  const setText = useCallback(
    (next: string) => {
      setTextState(next);
      if (!keepInAddress) return;
      const { pathname, search, hash } = window.location;
      const url = `${pathname}${searchWithAge(search, parseAge(next))}${hash}`;
      window.history.replaceState(window.history.state, "", url);
    },
    [keepInAddress],
  );
  const clear = useCallback(() => {
    setText("");
    inputRef.current?.focus();
  }, [setText]);

  return { text, age: parseAge(text), setText, clear, inputRef };
}
