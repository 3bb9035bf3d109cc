import type {SignupField} from './signupValidation';

/** The id of each field of the sign-up form; its hint and error take the id with a suffix. */
export const FIELD_IDS: Record<SignupField, string> = {
  hoTen: 'dang-ky-ho-ten',
  email: 'dang-ky-email',
  soDienThoai: 'dang-ky-so-dien-thoai',
  khoaHoc: 'dang-ky-khoa-hoc',
  ghiChu: 'dang-ky-ghi-chu',
  dongY: 'dang-ky-dong-y',
};

export const hintId = (field: SignupField): string => `${FIELD_IDS[field]}-goi-y`;
export const errorId = (field: SignupField): string => `${FIELD_IDS[field]}-loi`;

/** A field's ARIA state: invalid when it has an error, described by its hint (if shown) and its error. */
export function fieldAria(
  field: SignupField,
  error: string | undefined,
  hint = false,
): {'aria-invalid': true | undefined; 'aria-describedby': string | undefined} {
  const describedBy = [hint && hintId(field), error && errorId(field)].filter(Boolean).join(' ');
  return {'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined};
}
