import React, {type ComponentProps, type ReactNode, type Ref} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import {courses, coursePath, type Course} from '@site/src/data/courses';
import {SIGNUP_LIMITS, type SignupField} from './signupValidation';
import {errorId, fieldAria, FIELD_IDS, hintId} from './signupFieldIds';
import {formatPrice, statusLabels} from './format';
import styles from './SignupForm.module.css';

/** What every field of the form gets: its current error, and a ref the form focuses it by. */
interface FieldProps {
  error?: string;
  fieldRef: Ref<HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement>;
}

export function FieldError({field, message}: {field: SignupField; message?: string}): ReactNode {
  if (!message) return null;
  return (
    <p id={errorId(field)} className={styles.error}>
      {message}
    </p>
  );
}

const Required = () => <span aria-hidden="true">*</span>;

/** A required one-line text field, with an optional hint between its label and the box. */
export function TextField({
  field,
  label,
  hint,
  error,
  fieldRef,
  ...input
}: FieldProps & {field: SignupField; label: string; hint?: ReactNode} & Omit<
    ComponentProps<'input'>,
    'id' | 'name' | 'ref'
  >): ReactNode {
  return (
    <div className={styles.field}>
      <label htmlFor={FIELD_IDS[field]}>
        {label} <Required />
      </label>
      {hint ? (
        <p id={hintId(field)} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        ref={fieldRef}
        id={FIELD_IDS[field]}
        name={field}
        required
        {...input}
        {...fieldAria(field, error, Boolean(hint))}
      />
      <FieldError field={field} message={error} />
    </div>
  );
}

/** The course list, with the chosen course's length, price and page under it. */
export function CourseField({
  value,
  selected,
  onChange,
  error,
  fieldRef,
}: FieldProps & {value: string; selected: Course | null; onChange: (slug: string) => void}): ReactNode {
  return (
    <div className={styles.field}>
      <label htmlFor={FIELD_IDS.khoaHoc}>
        Khóa học <Required />
      </label>
      <select
        ref={fieldRef}
        id={FIELD_IDS.khoaHoc}
        name="khoaHoc"
        required
        value={selected ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        {...fieldAria('khoaHoc', error, Boolean(selected))}
      >
        <option value="">Chọn một khóa học</option>
        {courses.map((course) => (
          <option key={course.slug} value={course.slug}>
            {course.shortTitle} (
            {course.status === 'open' ? formatPrice(course.price) : statusLabels.waitlist.toLowerCase()})
          </option>
        ))}
      </select>
      {selected && (
        <p id={hintId('khoaHoc')} className={styles.hint}>
          {selected.duration}, học trực tuyến. Học phí: {formatPrice(selected.price)}.{' '}
          {selected.status === 'waitlist' &&
            'Khóa học đang ở danh sách chờ: đăng ký không mất phí, chúng tôi email khi mở lớp. '}
          <Link to={coursePath(selected.slug)}>Xem chi tiết khóa {selected.shortTitle}</Link>
        </p>
      )}
      <FieldError field="khoaHoc" message={error} />
    </div>
  );
}

/** The optional note, with how much of its limit is used. */
export function NoteField({
  value,
  onChange,
  onBlur,
  error,
  fieldRef,
}: FieldProps & {value: string; onChange: (value: string) => void; onBlur: () => void}): ReactNode {
  return (
    <div className={styles.field}>
      <label htmlFor={FIELD_IDS.ghiChu}>Ghi chú (không bắt buộc)</label>
      <p id={hintId('ghiChu')} className={styles.hint}>
        Mục tiêu của bạn, khung giờ tiện học hoặc câu hỏi cho chúng tôi. Đã dùng {value.trim().length}/
        {SIGNUP_LIMITS.ghiChu.max} ký tự.
      </p>
      <textarea
        ref={fieldRef}
        id={FIELD_IDS.ghiChu}
        name="ghiChu"
        rows={4}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        {...fieldAria('ghiChu', error, true)}
      />
      <FieldError field="ghiChu" message={error} />
    </div>
  );
}

/** Agreement to the course terms, which include how personal data is handled. */
export function ConsentField({
  checked,
  onChange,
  error,
  fieldRef,
}: FieldProps & {checked: boolean; onChange: (checked: boolean) => void}): ReactNode {
  return (
    <div className={clsx(styles.field, styles.checkboxField)}>
      <input
        ref={fieldRef}
        id={FIELD_IDS.dongY}
        name="dongY"
        type="checkbox"
        required
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        {...fieldAria('dongY', error)}
      />
      <label htmlFor={FIELD_IDS.dongY}>
        Tôi đã đọc và đồng ý với <Link to="/khoa-hoc-dieu-khoan-dieu-kien">điều khoản và điều kiện khóa học</Link>, gồm
        cả cách Learn Anything xử lý dữ liệu cá nhân của tôi. <Required />
      </label>
      <FieldError field="dongY" message={error} />
    </div>
  );
}

/** Honeypot: off screen and out of the tab order and the accessibility tree; people leave it empty, form-filling bots do not. */
export function BotTrap({inputRef}: {inputRef: Ref<HTMLInputElement>}): ReactNode {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor="dang-ky-trang-web">Trang web của bạn (để trống ô này)</label>
      <input
        ref={inputRef}
        id="dang-ky-trang-web"
        name="trang-web"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
