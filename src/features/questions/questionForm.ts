/**
 * The ask form's pure logic: the server's checks of a question (questionText.ts, shared with the
 * function), the draft kept in sessionStorage per page, and the member's own questions sorted for a
 * page and for /ca-nhan.
 */
import type {OwnQuestion, OwnQuestionState, QuestionField} from './types';

import {checkDisplayName, checkQuestionText, cleanText} from './questionText';

/** The length the server's limits count: UTF-16 units of the cleaned text. */
export function textLength(text: string): number {
  return cleanText(text).length;
}

export interface QuestionDraft {
  noiDung: string;
  ten: string;
}

export type FormCheck = {ok: true; value: QuestionDraft} | {ok: false; field: QuestionField; error: string};

/** The form's fields, cleaned and checked as the server checks them, or the first field at fault. */
export function checkQuestionForm(draft: QuestionDraft): FormCheck {
  const text = checkQuestionText(draft.noiDung);
  if (!text.ok) return text;
  const name = checkDisplayName(draft.ten);
  if (!name.ok) return name;
  return {ok: true, value: {noiDung: text.value, ten: name.value}};
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
