/**
 * The desk's "Hỏi đáp": the owner's queue of questions under pages (GET QUESTIONS_API/quan-tri,
 * functions/src/questions/questionsApi.ts), and where a question goes after an action, from the
 * server's answer alone (POST QUESTIONS_API/quan-tri/<id> → {cauHoi}). Pure.
 */
import {queueByPage} from '../questions/questionQueue';

export type DeskQuestionState = 'choTraLoi' | 'daTraLoi' | 'an' | 'spam';

export interface DeskAnswer {
  markdown: string;
  /** Rendered and sanitized by the server. */
  html: string;
  luc: number;
  congKhai: boolean;
}

export interface DeskQuestion {
  id: string;
  /** The page's path: the queue's key. */
  trang: string;
  /** The asker's display name, plain text. */
  ten: string;
  /** '' once the asker erased their data. */
  uid: string;
  cauHoi: string;
  /** Rendered and sanitized by the server. */
  cauHoiHtml: string;
  hoiLuc: number;
  trangThai: DeskQuestionState;
  biChan: boolean;
  traLoi: DeskAnswer | null;
}

export interface QuestionGroup {
  trang: string;
  soCho: number;
  cauHoi: DeskQuestion[];
}

export interface BlockedAsker {
  uid: string;
  ten: string;
  luc: number;
  /** The question they were blocked through: the desk unblocks them through it. */
  cauHoi: string;
}

/** GET QUESTIONS_API/quan-tri. */
export interface QuestionsDesk {
  nhom: QuestionGroup[];
  soCho: number;
  gan: DeskQuestion[];
  biChan: BlockedAsker[];
}

export type DeskAction =
  {hanhDong: 'traLoi'; noiDung: string; congKhai: boolean} | {hanhDong: 'an' | 'hienLai' | 'spam' | 'chan' | 'boChan'};

export {MAX_ANSWER_CHARS} from '../questions/questionText';

/** The badge's words: how many questions wait for an answer. */
export function waitingLabel(count: number): string {
  return count === 0 ? 'Không có câu hỏi nào chờ trả lời' : `${count} câu hỏi chờ trả lời`;
}

/** A handled question's state in words, with who can read its answer. */
export function stateText(question: Pick<DeskQuestion, 'trangThai' | 'traLoi'>): string {
  switch (question.trangThai) {
    case 'choTraLoi':
      return 'Chờ trả lời';
    case 'daTraLoi':
      return question.traLoi?.congKhai
        ? 'Đã trả lời, công khai trên trang'
        : 'Đã trả lời riêng (chỉ người hỏi đọc được)';
    case 'an':
      return 'Đã ẩn';
    case 'spam':
      return 'Đã đánh dấu spam';
  }
}

/** Hidden and spam questions can be shown again; answered ones are already shown. */
export const canShowAgain = (question: Pick<DeskQuestion, 'trangThai'>) =>
  question.trangThai === 'an' || question.trangThai === 'spam';

/** Hiding a question that is already hidden or spam does nothing. */
export const canHide = (question: Pick<DeskQuestion, 'trangThai'>) =>
  question.trangThai === 'choTraLoi' || question.trangThai === 'daTraLoi';

/** Blocking needs an asker: an erased one has no uid left. */
export const canBlock = (question: Pick<DeskQuestion, 'uid' | 'biChan'>) => question.uid !== '' && !question.biChan;

/** The answer form's starting values: the current answer, or an empty one to publish. */
export function initialAnswer(question: Pick<DeskQuestion, 'traLoi'>): {text: string; congKhai: boolean} {
  return {text: question.traLoi?.markdown ?? '', congKhai: question.traLoi?.congKhai ?? true};
}

/** Waiting questions per page, as the server groups them. */
export const groupQueue = (waiting: readonly DeskQuestion[]): QuestionGroup[] => queueByPage(waiting);

/**
 * The desk as loaded, with only handled questions among the recent ones: the server lists the
 * latest the owner acted on, which includes a waiting question whose asker was blocked.
 */
export function loadedDesk(desk: QuestionsDesk): QuestionsDesk {
  return {...desk, gan: desk.gan.filter((question) => question.trangThai !== 'choTraLoi')};
}

/**
 * The desk after the server answered an action with `updated`: the question in the queue while it
 * waits, else first among the recently handled; its asker's block shown on all their questions
 * and in the blocked list (`now` dates a new block until the next load brings the server's time).
 */
export function applyUpdate(desk: QuestionsDesk, updated: DeskQuestion, now: number): QuestionsDesk {
  const withBlock = (question: DeskQuestion) =>
    updated.uid !== '' && question.uid === updated.uid && question.biChan !== updated.biChan
      ? {...question, biChan: updated.biChan}
      : question;
  const others = (list: readonly DeskQuestion[]) => list.filter((q) => q.id !== updated.id).map(withBlock);
  const waiting = others(desk.nhom.flatMap((group) => group.cauHoi));
  if (updated.trangThai === 'choTraLoi') waiting.push(updated);
  const recent = others(desk.gan);
  if (updated.trangThai !== 'choTraLoi') recent.unshift(updated);

  let blocked = desk.biChan;
  const listed = blocked.some((asker) => asker.uid === updated.uid);
  if (updated.uid !== '' && updated.biChan && !listed) {
    blocked = [{uid: updated.uid, ten: updated.ten, luc: now, cauHoi: updated.id}, ...blocked];
  } else if (updated.uid !== '' && !updated.biChan && listed) {
    blocked = blocked.filter((asker) => asker.uid !== updated.uid);
  }
  return {nhom: groupQueue(waiting), soCho: waiting.length, gan: recent, biChan: blocked};
}

/** The desk once an asker is unblocked (POST …/quan-tri/bo-chan/<uid>): off the list and off their questions. */
export function withoutBlock(desk: QuestionsDesk, uid: string): QuestionsDesk {
  const unmark = (question: DeskQuestion) => (question.uid === uid ? {...question, biChan: false} : question);
  return {
    nhom: desk.nhom.map((group) => ({...group, cauHoi: group.cauHoi.map(unmark)})),
    soCho: desk.soCho,
    gan: desk.gan.map(unmark),
    biChan: desk.biChan.filter((asker) => asker.uid !== uid),
  };
}

const AUDIT_ACTIONS: Readonly<Record<string, string>> = {
  traLoi: 'trả lời (hoặc sửa câu trả lời) một câu hỏi',
  an: 'ẩn một câu hỏi',
  hienLai: 'hiện lại một câu hỏi',
  spam: 'đánh dấu spam một câu hỏi',
  chan: 'chặn người hỏi của một câu hỏi',
  boChan: 'bỏ chặn người hỏi của một câu hỏi',
};

/** An audit line's words for an action on a question at `page`. */
export function questionAuditText(action: string, page: string): string {
  return `${AUDIT_ACTIONS[action] ?? `làm "${action}" với một câu hỏi`} ở ${page}`;
}

/** What the desk says once an action is done. */
export function doneMessage(action: DeskAction, question: Pick<DeskQuestion, 'ten'>): string {
  switch (action.hanhDong) {
    case 'traLoi':
      return action.congKhai
        ? `Đã lưu câu trả lời cho ${question.ten}; câu hỏi và câu trả lời hiện công khai trên trang.`
        : `Đã lưu câu trả lời riêng cho ${question.ten}; chỉ người hỏi đọc được.`;
    case 'an':
      return `Đã ẩn câu hỏi của ${question.ten}.`;
    case 'hienLai':
      return `Đã hiện lại câu hỏi của ${question.ten}.`;
    case 'spam':
      return `Đã đánh dấu spam câu hỏi của ${question.ten}.`;
    case 'chan':
      return `Đã chặn ${question.ten}: người này không đặt thêm câu hỏi được nữa.`;
    case 'boChan':
      return `Đã bỏ chặn ${question.ten}: người này lại đặt câu hỏi được.`;
  }
}

/** The server's error, or the status when it sent none. */
export const errorText = (answer: {status: number; body: {error?: string}}) =>
  answer.body.error ?? `Máy chủ trả lời ${answer.status}.`;
