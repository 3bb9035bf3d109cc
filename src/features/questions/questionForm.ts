/**
 * The ask form's pure logic: the limits the server applies (checked again there), the draft kept in
 * sessionStorage per page, and the member's own questions sorted for a page and for /ca-nhan.
 */
import type {OwnQuestion, OwnQuestionState, QuestionField} from './types';

export const MAX_QUESTION_LENGTH = 2000;
export const MAX_NAME_LENGTH = 60;

/**
 * Text as the server stores it (functions/src/questions/questions.ts, cleanText): NFC, Unix line
 * ends, no control characters but line breaks and tabs, trimmed.
 */
export function cleanText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\p{Cc}|\u2028|\u2029/gu, (character) => (character === '\n' || character === '\t' ? character : ''))
    .trim();
}

/** The length the server's limits count: UTF-16 units of the cleaned text. */
export function textLength(text: string): number {
  return cleanText(text).length;
}

export interface QuestionDraft {
  noiDung: string;
  ten: string;
}

export type FormCheck = {ok: true; value: QuestionDraft} | {ok: false; field: QuestionField; error: string};

/** The question's text, trimmed and checked as the server checks it. */
export function checkQuestionText(
  text: string,
): {ok: true; value: string} | {ok: false; field: 'noiDung'; error: string} {
  const noiDung = cleanText(text);
  if (noiDung === '') return {ok: false, field: 'noiDung', error: 'Hãy viết câu hỏi của bạn.'};
  const length = noiDung.length;
  if (length > MAX_QUESTION_LENGTH) {
    return {
      ok: false,
      field: 'noiDung',
      error: `Câu hỏi dài ${length} ký tự, quá giới hạn ${MAX_QUESTION_LENGTH}. Hãy rút gọn bớt ${length - MAX_QUESTION_LENGTH} ký tự.`,
    };
  }
  return {ok: true, value: noiDung};
}

/** The form's fields, trimmed and checked as the server checks them, or the first field at fault. */
export function checkQuestionForm(draft: QuestionDraft): FormCheck {
  const text = checkQuestionText(draft.noiDung);
  if (!text.ok) return text;
  const ten = cleanText(draft.ten).replace(/\s+/g, ' ');
  if (ten === '') return {ok: false, field: 'ten', error: 'Hãy nhập tên hiển thị.'};
  if (ten.length > MAX_NAME_LENGTH) {
    return {ok: false, field: 'ten', error: `Tên hiển thị tối đa ${MAX_NAME_LENGTH} ký tự.`};
  }
  return {ok: true, value: {noiDung: text.value, ten}};
}

/** The sessionStorage key of a page's draft. */
export function draftKey(page: string): string {
  return `learn-anything:hoi-dap:ban-nhap:${page}`;
}

/** A stored draft, or null for nothing usable. */
export function parseDraft(raw: string | null | undefined): QuestionDraft | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const {noiDung, ten} = value as Record<string, unknown>;
    if (typeof noiDung !== 'string' || typeof ten !== 'string') return null;
    return {noiDung, ten};
  } catch {
    return null;
  }
}

/** The draft to store, or null when there is nothing worth keeping (the stored one is removed). */
export function serializeDraft(draft: QuestionDraft): string | null {
  return draft.noiDung.trim() === '' ? null : JSON.stringify(draft);
}

/** The member's questions on one page that wait for an answer, oldest first. */
export function pendingOnPage(questions: readonly OwnQuestion[], page: string): OwnQuestion[] {
  return questions.filter((q) => q.trang === page && q.trangThai === 'choTraLoi').sort((a, b) => a.hoiLuc - b.hoiLuc);
}

/** The member's questions grouped by page, pages in the order of their newest question. */
export function groupByPage(questions: readonly OwnQuestion[]): {trang: string; cauHoi: OwnQuestion[]}[] {
  const groups = new Map<string, OwnQuestion[]>();
  for (const question of [...questions].sort((a, b) => b.hoiLuc - a.hoiLuc)) {
    const group = groups.get(question.trang);
    if (group) group.push(question);
    else groups.set(question.trang, [question]);
  }
  return [...groups].map(([trang, cauHoi]) => ({trang, cauHoi}));
}

export const STATE_LABELS: Record<OwnQuestionState, string> = {
  choTraLoi: 'đang chờ trả lời',
  daTraLoi: 'đã trả lời',
  an: 'đã ẩn',
};

/** Where a question's page shows the questions section. */
export function questionsAnchor(page: string): string {
  return `${page}#hoi-dap`;
}

/** The list with `question` in it: replacing the one with its id, or first (newest first). */
export function withQuestion(questions: readonly OwnQuestion[], question: OwnQuestion): OwnQuestion[] {
  return [question, ...questions.filter((q) => q.id !== question.id)];
}
