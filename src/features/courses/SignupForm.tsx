import React, {useEffect, useRef, type FormEvent, type ReactNode} from 'react';
import {courses, courseSlugs, type Course} from '@site/src/data/courses';
import {SIGNUP_FIELDS, validateSignup, type SignupErrors, type SignupField} from './signupValidation';
import {draftForAnotherCourse, draftToInput, isDraftEmpty, type SignupDraft, type SignupUser} from './signupDraft';
import {useSignupDraft, type FieldElements} from './useSignupDraft';
import {useSignupErrors} from './useSignupErrors';
import {useSignupSend} from './useSignupSend';
import {BotTrap, ConsentField, CourseField, NoteField, TextField} from './SignupFields';
import {SendNotice, SubmitRow} from './SignupStatus';
import SignupSuccess from './SignupSuccess';
import styles from './SignupForm.module.css';

interface Props {
  /**
   * The signed-in member, if any: their name and email fill the empty fields
   * (see prefillFromUser). Pass null while there is no auth context.
   */
  user?: SignupUser | null;
}

function knownCourse(slug: string): Course | null {
  return courses.find((course) => course.slug === slug) ?? null;
}

/**
 * The course sign-up form. Keeps a draft in sessionStorage until it is sent, so
 * nothing typed is lost on an error, a failed request or a reload; validates
 * with the same rules as the server (signupValidation.ts).
 */
export default function SignupForm({user = null}: Props): ReactNode {
  const fieldRefs = useRef<FieldElements>({});
  const statusRef = useRef<HTMLDivElement>(null);
  const trapRef = useRef<HTMLInputElement>(null);
  const {send, setSend, success, setSuccess, submit, warmAppCheck} = useSignupSend(trapRef);
  const {draft, setDraft, ready} = useSignupDraft(user, fieldRefs, !success);
  const errors = useSignupErrors(draft);
  const {errorFor} = errors;

  useEffect(() => {
    if (send.kind !== 'idle' && send.kind !== 'sending' && send.kind !== 'invalid') statusRef.current?.focus();
  }, [send]);

  const update = <K extends keyof SignupDraft>(field: K, value: SignupDraft[K]) => {
    setDraft((current) => ({...current, [field]: value}));
    errors.clearServerError(field);
    if (send.kind !== 'idle' && send.kind !== 'sending') setSend({kind: 'idle'});
  };

  const focusFirstError = (found: SignupErrors) => {
    const first = SIGNUP_FIELDS.find((field) => found[field]);
    if (first) fieldRefs.current[first]?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.kind === 'sending') return;
    errors.setSubmitted(true);
    const result = validateSignup(draftToInput(draft), courseSlugs);
    if (!result.ok) {
      setSend({kind: 'idle'});
      focusFirstError(result.errors);
      return;
    }
    const failure = await submit(result.value);
    if (!failure) return;
    if (failure.kind === 'invalid') {
      errors.setServerErrors(failure.errors);
      focusFirstError(failure.errors);
    }
    setSend(failure);
  };

  const again = () => {
    setDraft((current) => draftForAnotherCourse(current));
    errors.reset();
    setSuccess(null);
  };

  if (success) return <SignupSuccess success={success} onAgain={again} />;

  const selected = knownCourse(draft.khoaHoc);
  const fieldRef = (field: SignupField) => (element: HTMLElement | null) => {
    fieldRefs.current[field] = element;
  };
  const textField = (field: 'hoTen' | 'email' | 'soDienThoai') => ({
    field,
    fieldRef: fieldRef(field),
    value: draft[field],
    onChange: (event: {target: {value: string}}) => update(field, event.target.value),
    onBlur: () => errors.touch(field),
    error: errorFor(field),
  });
  const sending = send.kind === 'sending';

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      onFocus={warmAppCheck}
      aria-busy={sending || undefined}
    >
      <p className={styles.required}>
        Các mục có dấu <span aria-hidden="true">*</span>
        <span className="sr-only">sao</span> là bắt buộc.
      </p>

      <BotTrap inputRef={trapRef} />

      <TextField {...textField('hoTen')} label="Họ và tên" type="text" autoComplete="name" />
      <TextField
        {...textField('email')}
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
      />
      <TextField
        {...textField('soDienThoai')}
        label="Số điện thoại"
        hint="Số di động Việt Nam, ví dụ 0912 345 678 hoặc +84 912 345 678."
        type="tel"
        inputMode="tel"
        autoComplete="tel"
      />
      <CourseField
        value={draft.khoaHoc}
        selected={selected}
        onChange={(slug) => {
          update('khoaHoc', slug);
          errors.markTouched('khoaHoc');
        }}
        error={errorFor('khoaHoc')}
        fieldRef={fieldRef('khoaHoc')}
      />
      <NoteField
        value={draft.ghiChu}
        onChange={(value) => update('ghiChu', value)}
        onBlur={() => errors.touch('ghiChu')}
        error={errorFor('ghiChu')}
        fieldRef={fieldRef('ghiChu')}
      />
      <ConsentField
        checked={draft.dongY}
        onChange={(checked) => update('dongY', checked)}
        error={errorFor('dongY')}
        fieldRef={fieldRef('dongY')}
      />

      {errors.serverErrors.form && (
        <p className={styles.error} role="alert">
          {errors.serverErrors.form}
        </p>
      )}

      <SendNotice send={send} areaRef={statusRef} />

      <SubmitRow
        sending={sending}
        errorCount={SIGNUP_FIELDS.filter((field) => errorFor(field)).length}
        submitted={errors.submitted}
        draftKept={ready && !isDraftEmpty(draft)}
      />
    </form>
  );
}
