import {useMemo, useState} from 'react';
import {courseSlugs} from '@site/src/data/courses';
import {validateSignup, type SignupErrors, type SignupField} from './signupValidation';
import {draftToInput, type SignupDraft} from './signupDraft';

/**
 * Which errors the form shows: the server's for a field until it changes, else the client's
 * check (the same rules as the server) once the field was left filled in or the form was sent.
 */
export function useSignupErrors(draft: SignupDraft) {
  const [touched, setTouched] = useState<ReadonlySet<SignupField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<SignupErrors>({});

  const validation = useMemo(() => validateSignup(draftToInput(draft), courseSlugs), [draft]);
  const clientErrors: SignupErrors = validation.ok ? {} : validation.errors;

  const errorFor = (field: SignupField): string | undefined =>
    serverErrors[field] ?? (submitted || touched.has(field) ? clientErrors[field] : undefined);

  /** Marks a field as visited, unless it was left empty. */
  const touch = (field: SignupField) => {
    const value = draft[field];
    if (typeof value === 'string' && value.trim() === '') return;
    if (!touched.has(field)) setTouched(new Set([...touched, field]));
  };

  const markTouched = (field: SignupField) => setTouched(new Set([...touched, field]));

  /** Drops the server's error for a field the person changed. */
  const clearServerError = (field: keyof SignupDraft) => {
    if (serverErrors[field]) {
      setServerErrors((current) => {
        const next = {...current};
        delete next[field];
        return next;
      });
    }
  };

  const reset = () => {
    setSubmitted(false);
    setTouched(new Set());
    setServerErrors({});
  };

  return {
    errorFor,
    touch,
    markTouched,
    clearServerError,
    submitted,
    setSubmitted,
    serverErrors,
    setServerErrors,
    reset,
  };
}
