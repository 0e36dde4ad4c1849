import { useState, type RefObject } from "react";
import { useUiTexts } from "@/hooks/useUiTexts";
import { firstRefused, signInFieldProblems, type FieldProblems, type SignInField } from "../sign-in-checks";

type Fields = Partial<Record<SignInField, RefObject<HTMLInputElement>>>;

/**
 * The sign-in forms' own checks (sign-in-checks.ts): `accept` says whether what was typed may be sent; when not, each
 * refused field gets its sentence and the first one takes the focus. Typing in a field takes its sentence away.
 */
export function useFieldChecks(fields: Fields) {
  const { loginErrors } = useUiTexts();
  const [problems, setProblems] = useState<FieldProblems>({});

  const accept = (values: { email: string; password?: string }): boolean => {
    const found = signInFieldProblems(values, loginErrors);
    setProblems(found);
    const first = firstRefused(found);
    if (first) fields[first]?.current?.focus();
    return first === null;
  };

  const typedIn = (field: SignInField) => () =>
    setProblems((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));

  return { problems, accept, typedIn };
}
