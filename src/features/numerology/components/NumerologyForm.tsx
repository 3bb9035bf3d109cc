import React, {type FormEvent, type ReactNode, type RefObject} from 'react';
import {formatDate, parseIsoDate, toIsoDate} from '../dates';
import {dateFromText} from '../present';
import {MIN_YEAR, type FieldErrors} from '../validate';
import styles from './numerology.module.css';

interface Props {
  name: string;
  date: string;
  errors: FieldErrors;
  /** yyyy-mm-dd, known only in the browser (max of the calendar field). */
  maxDate: string | undefined;
  nameRef: RefObject<HTMLInputElement | null>;
  dateRef: RefObject<HTMLInputElement | null>;
  onNameChange: (value: string) => void;
  onDateChange: (value: string) => void;
  onSubmit: () => void;
}

/**
 * Name and date of birth. The date is a text field (dd/mm/yyyy, typed) with a
 * native date picker beside it for phones; both edit the same value.
 * Messages sit under their field and never clear what was typed.
 */
export default function NumerologyForm({
  name,
  date,
  errors,
  maxDate,
  nameRef,
  dateRef,
  onNameChange,
  onDateChange,
  onSubmit,
}: Props): ReactNode {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const pickerValue = dateFromText(date);
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Tra cứu thần số học">
      <div className={styles.field}>
        <label htmlFor="nsh-ten" className={styles.label}>
          Họ và tên đầy đủ
        </label>
        <input
          ref={nameRef}
          id="nsh-ten"
          name="ten"
          className={styles.input}
          type="text"
          autoComplete="name"
          spellCheck={false}
          placeholder="Ví dụ: Nguyễn Thị Yến"
          value={name}
          onChange={(event) => onNameChange(event.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'nsh-ten-loi nsh-ten-goi-y' : 'nsh-ten-goi-y'}
        />
        <p id="nsh-ten-goi-y" className={styles.hint}>
          Họ tên khai sinh, có dấu hay không dấu đều được.
        </p>
        {errors.name && (
          <p id="nsh-ten-loi" className={styles.error} role="alert">
            {errors.name}
          </p>
        )}
      </div>

      <div className={styles.field}>
        <label htmlFor="nsh-ngay" className={styles.label}>
          Ngày sinh (dương lịch)
        </label>
        <div className={styles.dateRow}>
          <input
            ref={dateRef}
            id="nsh-ngay"
            name="ngay"
            className={styles.input}
            type="text"
            autoComplete="bday"
            placeholder="dd/mm/yyyy"
            value={date}
            onChange={(event) => onDateChange(event.target.value)}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={errors.date ? 'nsh-ngay-loi nsh-ngay-goi-y' : 'nsh-ngay-goi-y'}
          />
          <input
            className={styles.picker}
            type="date"
            aria-label="Chọn ngày sinh trên lịch"
            min={`${MIN_YEAR}-01-01`}
            max={maxDate}
            value={pickerValue ? toIsoDate(pickerValue) : ''}
            onChange={(event) => {
              const picked = parseIsoDate(event.target.value);
              if (picked) onDateChange(formatDate(picked));
            }}
          />
        </div>
        <p id="nsh-ngay-goi-y" className={styles.hint}>
          Gõ theo dạng ngày/tháng/năm, ví dụ 25/09/1990, hoặc chọn trên lịch.
        </p>
        {errors.date && (
          <p id="nsh-ngay-loi" className={styles.error} role="alert">
            {errors.date}
          </p>
        )}
      </div>

      <button type="submit" className="button button--primary button--lg">
        Tra cứu
      </button>
    </form>
  );
}
