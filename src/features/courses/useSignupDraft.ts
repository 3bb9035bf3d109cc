import {useEffect, useState, type Dispatch, type RefObject, type SetStateAction} from 'react';
import {useLocation} from '@docusaurus/router';
import {readStorage, removeStorage, writeStorage} from '@site/src/lib/browserStorage';
import type {SignupField} from './signupValidation';
import {
  DRAFT_STORAGE_KEY,
  applyCourseFromQuery,
  emptyDraft,
  isDraftEmpty,
  parseDraft,
  prefillFromUser,
  serializeDraft,
  withTypedFields,
  type SignupDraft,
  type SignupUser,
} from './signupDraft';

/** The form's fields by name, as the elements rendered. */
export type FieldElements = Partial<Record<SignupField, HTMLElement | null>>;

function readDraft(): SignupDraft | null {
  return parseDraft(readStorage(DRAFT_STORAGE_KEY, 'session') ?? null);
}

/** Storage can be unavailable (private mode, quota): the form still works without it. */
export function writeDraft(draft: SignupDraft | null): void {
  if (draft === null || isDraftEmpty(draft)) removeStorage(DRAFT_STORAGE_KEY, 'session');
  else writeStorage(DRAFT_STORAGE_KEY, serializeDraft(draft), 'session');
}

/**
 * The sign-up draft: restored from sessionStorage once in the browser, given the course of
 * `?khoa=<slug>` and a signed-in member's name and email, and kept there while `keep` holds.
 * `ready` is false until the draft is restored (and during the server render).
 */
export function useSignupDraft(
  user: SignupUser | null,
  fields: RefObject<FieldElements>,
  keep: boolean,
): {draft: SignupDraft; setDraft: Dispatch<SetStateAction<SignupDraft>>; ready: boolean} {
  const location = useLocation();
  const [draft, setDraft] = useState<SignupDraft>(emptyDraft);
  const [ready, setReady] = useState(false);

  // Restore the draft once in the browser (never during the server render), keeping what was typed
  // into the form before hydration: the fields still show it, but the state does not have it yet.
  useEffect(() => {
    const typed = fields.current as Parameters<typeof withTypedFields>[1];
    setDraft(withTypedFields(readDraft() ?? emptyDraft, typed));
    setReady(true);
  }, [fields]);

  // ?khoa=<slug> preselects the course, also when the query changes on the same page.
  useEffect(() => {
    if (ready) setDraft((current) => applyCourseFromQuery(current, location.search));
  }, [ready, location.search]);

  // Signed-in members get their name and email filled in.
  useEffect(() => {
    if (ready) setDraft((current) => prefillFromUser(current, user));
  }, [ready, user]);

  // Keep the draft until it is sent.
  useEffect(() => {
    if (ready && keep) writeDraft(draft);
  }, [ready, keep, draft]);

  return {draft, setDraft, ready};
}
