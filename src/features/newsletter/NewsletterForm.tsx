import React, {useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {newsletter} from '@site/src/data/footer';
import {useTypedBeforeHydration} from '@site/src/lib/useTypedBeforeHydration';
import {validateEmail} from './validateEmail';
import styles from './NewsletterForm.module.css';

/**
 * Substack sign-up as a plain HTML form: without JavaScript the browser posts
 * it straight to Substack; with JavaScript the email is checked first and a
 * Vietnamese message explains what is wrong, keeping what was typed.
 */
export default function NewsletterForm(): ReactNode {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, email, setEmail);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const check = validateEmail(email);
    if (!check.ok) {
      event.preventDefault();
      setError(check.message);
      setSent(false);
      return;
    }
    setError(null);
    setSent(true);
  };

  const errorId = `${id}-error`;
  return (
    <form
      className={styles.form}
      action={newsletter.action}
      method="post"
      target="_blank"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
    >
      <p id={`${id}-title`} className={styles.title}>
        {newsletter.title}
      </p>
      <div className={styles.row}>
        <label htmlFor={`${id}-email`} className="sr-only">
          Email nhận bản tin
        </label>
        <input
          ref={inputRef}
          id={`${id}-email`}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={newsletter.placeholder}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          required
        />
        <button type="submit" className={styles.button}>
          {newsletter.button}
        </button>
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
      {sent && (
        <p className={styles.note} role="status">
          Substack đã mở trong thẻ mới: hãy xác nhận trong email bạn nhận được.
        </p>
      )}
    </form>
  );
}
