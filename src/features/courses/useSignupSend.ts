import {useEffect, useRef, useState, type RefObject} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {appCheckHeaders} from '@site/src/features/auth/appCheckToken';
import type {FirebaseSettings} from '@site/src/features/auth/firebaseConfig';
import {getCourse, type CourseSlug} from '@site/src/data/courses';
import type {SignupValue} from './signupValidation';
import {submitSignup, type SubmitOutcome} from './signupSubmit';
import {writeDraft} from './useSignupDraft';
import type {Success} from './SignupSuccess';

export type SendState = {kind: 'idle'} | {kind: 'sending'} | Exclude<SubmitOutcome, {kind: 'success'}>;
export type Failure = Exclude<SubmitOutcome, {kind: 'success'}>;

/**
 * Sending a checked sign-up: App Check's token (warmed when someone starts on the form), the bot
 * traps (a field people never see, `trap`, and the time since the form became usable), and the
 * answer. An accepted sign-up clears the draft and becomes `success`; a refused one is returned.
 */
export function useSignupSend(trap: RefObject<HTMLInputElement | null>) {
  const [send, setSend] = useState<SendState>({kind: 'idle'});
  const [success, setSuccess] = useState<Success | null>(null);
  const firebase = useDocusaurusContext().siteConfig.customFields?.firebase as FirebaseSettings | undefined;
  const readyAt = useRef(0);
  const appCheckWarm = useRef(false);

  useEffect(() => {
    readyAt.current = performance.now();
  }, []);

  const submit = async (value: SignupValue<CourseSlug>): Promise<Failure | null> => {
    // How long the person took, measured before App Check's token (which may take a moment to fetch).
    const elapsedMs = Math.round(performance.now() - readyAt.current);
    setSend({kind: 'sending'});
    const headers = {
      ...(await appCheckHeaders(firebase)),
      'X-Form-Trap': trap.current?.value ?? '',
      'X-Form-Elapsed-Ms': String(elapsedMs),
    };
    const outcome = await submitSignup(value, fetch, undefined, headers);
    if (outcome.kind !== 'success') return outcome;
    writeDraft(null);
    setSuccess({
      code: outcome.maThamChieu,
      payment: outcome.payment,
      course: getCourse(value.khoaHoc),
      name: value.hoTen,
      email: value.email,
    });
    setSend({kind: 'idle'});
    return null;
  };

  // App Check (and, in production, reCAPTCHA) loads when someone starts on the form, not with the page.
  const warmAppCheck = () => {
    if (appCheckWarm.current) return;
    appCheckWarm.current = true;
    void appCheckHeaders(firebase);
  };

  return {send, setSend, success, setSuccess, submit, warmAppCheck};
}
