/**
 * Questions under a page and the owner's answers: what may be asked where, what a question is,
 * what each of the owner's actions does to it, and what each kind of reader sees of it. Pure;
 * questionsApi.ts serves it, questionStore.ts keeps it in Firestore.
 *
 * States: `choTraLoi` (waiting) → `daTraLoi` (answered; the answer public or private) ; `an`
 * (hidden by the owner, back with "hienLai") ; `spam`. A question is published, shown to every
 * visitor of its page (or every student of its course), when it is answered with a public answer.
 */
import {createHash} from 'node:crypto';
import {renderMarkdown} from './markdown';
import {checkDisplayName, checkQuestionText, cleanText, MAX_ANSWER_CHARS} from './questionText';

export const QUESTION_STATES = ['choTraLoi', 'daTraLoi', 'an', 'spam'] as const;
export type QuestionState = (typeof QUESTION_STATES)[number];

/** The asker of a published question who erased their data. */
export const ANONYMOUS_NAME = 'một bạn đọc';

export interface Answer {
  markdown: string;
  html: string;
  /** First answered, ms. */
  luc: number;
  congKhai: boolean;
}

export interface StoredQuestion {
  id: string;
  trang: string;
  /** The course of a lesson's question; null under an article or a post. */
  khoaHoc: string | null;
  /** Null once the asker erased their data (a published question stays, anonymous). */
  uid: string | null;
  email: string | null;
  ten: string;
  markdown: string;
  html: string;
  hoiLuc: number;
  trangThai: QuestionState;
  traLoi: Answer | null;
}

export const QUESTION_MESSAGES = {
  shape: 'Cần gửi {"trang": "<đường dẫn trang>", "noiDung": "<câu hỏi>", "ten": "<tên hiển thị>"}.',
  page: 'Trang này không nhận câu hỏi. Câu hỏi chỉ đặt được dưới một bài kiến thức, một bài blog hoặc một bài học.',
  previewShape: 'Cần gửi {"noiDung": "<nội dung Markdown>"}.',
  actionShape:
    'Cần gửi {"hanhDong": "traLoi", "noiDung": "...", "congKhai": true|false}, hoặc {"hanhDong": "an" | "hienLai" | "spam" | "chan" | "boChan"}.',
  emptyAnswer: 'Câu trả lời đang trống.',
  answerTooLong: `Câu trả lời dài quá ${MAX_ANSWER_CHARS.toLocaleString('vi-VN')} ký tự.`,
  notHidden: 'Câu hỏi này không bị ẩn nên không cần hiện lại.',
  anonymous: 'Người hỏi đã xóa dữ liệu của mình nên không thể chặn hay bỏ chặn.',
} as const;

/** Where a question may be asked. */
export type QuestionPage =
  {kind: 'public'; path: string} | {kind: 'lesson'; path: string; course: string; lesson: string};

const SEGMENT = '[a-z0-9]+(?:-[a-z0-9]+)*';
/** Docs keep the case of their folders (/kien-thuc/obsidian/phuong-phap-FLOW/…). */
const DOC_SEGMENT = '[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*';
const ARTICLE = new RegExp(`^/kien-thuc/(?!category/|tags/)${SEGMENT}(?:/${DOC_SEGMENT})+$`);
const POST = new RegExp(`^/blog/(?!(?:tags|page|archive|authors)$)${SEGMENT}$`);
const LESSON = new RegExp(`^/lop-hoc/(${SEGMENT})/(${SEGMENT})$`);
const MAX_PATH_LENGTH = 200;

/**
 * The page a path names, when questions may be asked there: a knowledge article or a blog post
 * (their paths' shape), or a lesson that exists (`lessons`: course → lesson slugs).
 */
export function questionPage(path: unknown, lessons: Record<string, readonly string[]>): QuestionPage | null {
  if (typeof path !== 'string' || path.length > MAX_PATH_LENGTH) return null;
  if (ARTICLE.test(path) || POST.test(path)) return {kind: 'public', path};
  const lesson = LESSON.exec(path);
  if (lesson && Object.hasOwn(lessons, lesson[1]) && lessons[lesson[1]].includes(lesson[2])) {
    return {kind: 'lesson', path, course: lesson[1], lesson: lesson[2]};
  }
  return null;
}

/**
 * A question's id: the member, the page and the text (spacing and case aside). The same question
 * sent twice (a double click, a retry) is the same document, stored once.
 */
export function questionId(uid: string, page: string, markdown: string): string {
  const text = cleanText(markdown).replace(/\s+/g, ' ').toLowerCase();
  return createHash('sha256').update(`${uid}\u0000${page}\u0000${text}`).digest('base64url').slice(0, 27);
}

type Field = 'trang' | 'noiDung' | 'ten';
export type Parsed<T> = {ok: true; value: T} | {ok: false; error: string; field?: Field};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface AskInput {
  page: QuestionPage;
  markdown: string;
  name: string;
}

/** A question as the browser sends it: `{trang, noiDung, ten}`, checked field by field. */
export function parseAsk(body: unknown, lessons: Record<string, readonly string[]>): Parsed<AskInput> {
  if (!isRecord(body)) return {ok: false, error: QUESTION_MESSAGES.shape};
  const page = questionPage(body.trang, lessons);
  if (!page) return {ok: false, error: QUESTION_MESSAGES.page, field: 'trang'};
  if (typeof body.noiDung !== 'string' || typeof body.ten !== 'string')
    return {ok: false, error: QUESTION_MESSAGES.shape};
  const text = checkQuestionText(body.noiDung);
  if (!text.ok) return text;
  const name = checkDisplayName(body.ten);
  if (!name.ok) return name;
  return {ok: true, value: {page, markdown: text.value, name: name.value}};
}

/** The preview's body: `{noiDung}`, as long as a question or an answer may be. */
export function parsePreview(body: unknown): Parsed<string> {
  if (!isRecord(body) || typeof body.noiDung !== 'string') return {ok: false, error: QUESTION_MESSAGES.previewShape};
  const text = cleanText(body.noiDung);
  if (text.length > MAX_ANSWER_CHARS) return {ok: false, error: QUESTION_MESSAGES.answerTooLong, field: 'noiDung'};
  return {ok: true, value: text};
}

/** A new question, waiting for its answer. */
export function newQuestion(member: {uid: string; email: string}, input: AskInput, now: number): StoredQuestion {
  return {
    id: questionId(member.uid, input.page.path, input.markdown),
    trang: input.page.path,
    khoaHoc: input.page.kind === 'lesson' ? input.page.course : null,
    uid: member.uid,
    email: member.email,
    ten: input.name,
    markdown: input.markdown,
    html: renderMarkdown(input.markdown),
    hoiLuc: now,
    trangThai: 'choTraLoi',
    traLoi: null,
  };
}

export type OwnerAction =
  {hanhDong: 'traLoi'; noiDung: string; congKhai: boolean} | {hanhDong: 'an' | 'hienLai' | 'spam' | 'chan' | 'boChan'};

/** An owner's action as the desk sends it. */
export function parseAction(body: unknown): Parsed<OwnerAction> {
  if (!isRecord(body)) return {ok: false, error: QUESTION_MESSAGES.actionShape};
  const action = body.hanhDong;
  if (action === 'traLoi') {
    if (typeof body.noiDung !== 'string' || typeof body.congKhai !== 'boolean') {
      return {ok: false, error: QUESTION_MESSAGES.actionShape};
    }
    const text = cleanText(body.noiDung);
    if (text === '') return {ok: false, error: QUESTION_MESSAGES.emptyAnswer, field: 'noiDung'};
    if (text.length > MAX_ANSWER_CHARS) return {ok: false, error: QUESTION_MESSAGES.answerTooLong, field: 'noiDung'};
    return {ok: true, value: {hanhDong: 'traLoi', noiDung: text, congKhai: body.congKhai}};
  }
  if (action === 'an' || action === 'hienLai' || action === 'spam' || action === 'chan' || action === 'boChan') {
    return {ok: true, value: {hanhDong: action}};
  }
  return {ok: false, error: QUESTION_MESSAGES.actionShape};
}

/**
 * A question after an action on its text or state (`chan` and `boChan` act on its asker and leave
 * it as it is). Repeating an action gives the same question, so a retried click changes nothing.
 */
export function applyAction(question: StoredQuestion, action: OwnerAction, now: number): Parsed<StoredQuestion> {
  switch (action.hanhDong) {
    case 'traLoi':
      return {
        ok: true,
        value: {
          ...question,
          trangThai: 'daTraLoi',
          traLoi: {
            markdown: action.noiDung,
            html: renderMarkdown(action.noiDung),
            luc: question.traLoi?.luc ?? now,
            congKhai: action.congKhai,
          },
        },
      };
    case 'an':
      return {ok: true, value: {...question, trangThai: question.trangThai === 'spam' ? 'spam' : 'an'}};
    case 'spam':
      return {ok: true, value: {...question, trangThai: 'spam'}};
    case 'hienLai':
      if (question.trangThai !== 'an' && question.trangThai !== 'spam') {
        return {ok: false, error: QUESTION_MESSAGES.notHidden};
      }
      return {ok: true, value: {...question, trangThai: question.traLoi ? 'daTraLoi' : 'choTraLoi'}};
    case 'chan':
    case 'boChan':
      if (!question.uid) return {ok: false, error: QUESTION_MESSAGES.anonymous};
      return {ok: true, value: question};
  }
}

export const isPublished = (question: StoredQuestion) =>
  question.trangThai === 'daTraLoi' && question.traLoi?.congKhai === true;

/** What every visitor sees of a published question: never who asked beyond the display name. */
export function publicView(question: StoredQuestion) {
  return {
    id: question.id,
    ten: question.ten,
    cauHoiHtml: question.html,
    hoiLuc: question.hoiLuc,
    traLoiHtml: question.traLoi?.html ?? '',
    traLoiLuc: question.traLoi?.luc ?? 0,
  };
}

/** What the asker sees of their own question; a spam mark shows as hidden. */
export function ownView(question: StoredQuestion) {
  return {
    id: question.id,
    trang: question.trang,
    ten: question.ten,
    cauHoi: question.markdown,
    cauHoiHtml: question.html,
    hoiLuc: question.hoiLuc,
    trangThai: question.trangThai === 'spam' ? 'an' : question.trangThai,
    traLoi: question.traLoi
      ? {html: question.traLoi.html, luc: question.traLoi.luc, congKhai: question.traLoi.congKhai}
      : null,
  };
}

/** What the owner sees: everything but the asker's email. */
export function deskView(question: StoredQuestion, blocked: ReadonlySet<string>) {
  return {
    id: question.id,
    trang: question.trang,
    ten: question.ten,
    uid: question.uid ?? '',
    cauHoi: question.markdown,
    cauHoiHtml: question.html,
    hoiLuc: question.hoiLuc,
    trangThai: question.trangThai,
    biChan: question.uid !== null && blocked.has(question.uid),
    traLoi: question.traLoi,
  };
}

/** Published questions per page, oldest first: the build's snapshot. */
export function publishedByPage(questions: readonly StoredQuestion[]) {
  const pages: Record<string, ReturnType<typeof publicView>[]> = {};
  for (const question of [...questions].sort((a, b) => a.hoiLuc - b.hoiLuc)) {
    if (!isPublished(question) || question.khoaHoc !== null) continue;
    (pages[question.trang] ??= []).push(publicView(question));
  }
  return pages;
}

/** A published question whose asker erased their data: it stays, anonymous. */
export function anonymised(question: StoredQuestion): StoredQuestion {
  return {...question, uid: null, email: null, ten: ANONYMOUS_NAME};
}
