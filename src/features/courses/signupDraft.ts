/**
 * The sign-up form's draft: what the visitor has typed so far, kept in
 * sessionStorage until it is sent. Pure functions only; the component does the
 * storage access inside effects.
 */
import {courseSlugs, type CourseSlug} from '../../data/courses';

export interface SignupDraft {
  hoTen: string;
  email: string;
  soDienThoai: string;
  /** A course slug, or '' when none is chosen yet. */
  khoaHoc: string;
  ghiChu: string;
  dongY: boolean;
}

/** The signed-in member, as far as the form cares (filled in by the auth context later). */
export interface SignupUser {
  displayName?: string | null;
  email?: string | null;
}

export const DRAFT_STORAGE_KEY = 'learn-anything:dang-ky-khoa-hoc:ban-nhap';

export const emptyDraft: SignupDraft = {
  hoTen: '',
  email: '',
  soDienThoai: '',
  khoaHoc: '',
  ghiChu: '',
  dongY: false,
};

/** Longest string kept from storage, so a tampered entry cannot flood the form. */
const MAX_STORED_LENGTH = 5000;

const TEXT_FIELDS = ['hoTen', 'email', 'soDienThoai', 'khoaHoc', 'ghiChu'] as const;

/** Reads a stored draft; anything unreadable or of the wrong shape gives null. */
export function parseDraft(json: string | null): SignupDraft | null {
  if (!json) return null;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const record = data as Record<string, unknown>;
  const draft: SignupDraft = {...emptyDraft};
  for (const field of TEXT_FIELDS) {
    const value = record[field];
    if (typeof value === 'string') draft[field] = value.slice(0, MAX_STORED_LENGTH);
  }
  draft.dongY = record.dongY === true;
  return draft;
}

export function serializeDraft(draft: SignupDraft): string {
  return JSON.stringify(draft);
}

/**
 * The draft to start from once the page is interactive: the stored draft, with whatever the
 * visitor typed or ticked in the server-rendered form before React hydrated it on top (that is
 * newer). `fields` are the form's elements by field name; empty fields change nothing.
 */
export function withTypedFields(
  draft: SignupDraft,
  fields: Partial<Record<keyof SignupDraft, {value: string; checked?: boolean} | null>>,
): SignupDraft {
  const next = {...draft};
  for (const field of TEXT_FIELDS) {
    const typed = fields[field]?.value ?? '';
    if (typed !== '') next[field] = typed.slice(0, MAX_STORED_LENGTH);
  }
  if (fields.dongY?.checked) next.dongY = true;
  return next;
}

/** True when nothing worth keeping has been typed. */
export function isDraftEmpty(draft: SignupDraft): boolean {
  return TEXT_FIELDS.every((field) => draft[field].trim() === '') && !draft.dongY;
}

/** The course named by ?khoa= in a query string, or null when absent or unknown. */
export function courseFromQuery(search: string): CourseSlug | null {
  const slug = new URLSearchParams(search).get('khoa')?.trim() ?? '';
  return courseSlugs.find((known) => known === slug) ?? null;
}

/** Preselects the course from ?khoa=; the link the visitor just followed wins over an older draft. */
export function applyCourseFromQuery(draft: SignupDraft, search: string): SignupDraft {
  const slug = courseFromQuery(search);
  return slug && slug !== draft.khoaHoc ? {...draft, khoaHoc: slug} : draft;
}

/**
 * Fills in name and email for a signed-in member. Only empty fields are filled:
 * whatever the visitor typed is never overwritten. With no user, the draft is
 * returned unchanged.
 */
export function prefillFromUser(draft: SignupDraft, user: SignupUser | null): SignupDraft {
  if (!user) return draft;
  const name = user.displayName?.trim() ?? '';
  const email = user.email?.trim() ?? '';
  const hoTen = draft.hoTen.trim() === '' && name !== '' ? name : draft.hoTen;
  const mail = draft.email.trim() === '' && email !== '' ? email : draft.email;
  return hoTen === draft.hoTen && mail === draft.email ? draft : {...draft, hoTen, email: mail};
}

/** The draft as the body the server expects (validated by validateSignup before sending). */
export function draftToInput(draft: SignupDraft): Record<string, unknown> {
  return {
    hoTen: draft.hoTen,
    email: draft.email,
    soDienThoai: draft.soDienThoai,
    khoaHoc: draft.khoaHoc,
    ghiChu: draft.ghiChu,
    dongY: draft.dongY,
  };
}

/** After a successful sign-up: keep who the visitor is, clear the rest for another course. */
export function draftForAnotherCourse(draft: SignupDraft): SignupDraft {
  return {...emptyDraft, hoTen: draft.hoTen, email: draft.email, soDienThoai: draft.soDienThoai};
}
