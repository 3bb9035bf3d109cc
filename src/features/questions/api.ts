/**
 * The questions API (QUESTIONS_API) from the browser: the public list without sign-in, every
 * other route with the member's ID token and the App Check header (owner-desk/apiClient.ts).
 */
import {QUESTIONS_API} from '../../data/apiPaths';
import type {FirebaseSettings} from '../auth/firebaseConfig';
import {MAIL_PREFERENCES_API} from '../mail/mailPreferencesApi';
import {callApi, type ApiAnswer} from '../owner-desk/apiClient';
import type {OwnQuestion, PublicQuestion} from './types';

export interface MemberContext {
  getIdToken: () => Promise<string | null>;
  firebase: FirebaseSettings | undefined;
}

/** Where a panel's questions come from: a public page, or a lesson of the classroom. */
export interface QuestionsSource {
  /** The page's path: /kien-thuc/…, /blog/… or /lop-hoc/<course>/<lesson>. */
  page: string;
  lesson?: boolean;
}

async function asMember<T>(
  context: MemberContext,
  path: string,
  options: {method?: string; body?: unknown} = {},
): Promise<ApiAnswer<T>> {
  return callApi<T>(path, {...options, token: context.getIdToken, firebase: context.firebase});
}

/** The page's published questions: public for a page, members-only for a lesson. */
export function fetchPublished(
  source: QuestionsSource,
  context: MemberContext,
): Promise<ApiAnswer<{cauHoi: PublicQuestion[]}>> {
  const query = `?p=${encodeURIComponent(source.page)}`;
  return source.lesson
    ? asMember(context, `${QUESTIONS_API}/bai-hoc${query}`)
    : callApi(`${QUESTIONS_API}/trang${query}`, {});
}

export function fetchOwn(context: MemberContext): Promise<ApiAnswer<{cauHoi: OwnQuestion[]}>> {
  return asMember(context, `${QUESTIONS_API}/cua-toi`);
}

export function previewQuestion(context: MemberContext, noiDung: string): Promise<ApiAnswer<{html: string}>> {
  return asMember(context, `${QUESTIONS_API}/xem-truoc`, {method: 'POST', body: {noiDung}});
}

export function askQuestion(
  context: MemberContext,
  question: {trang: string; noiDung: string; ten: string},
): Promise<ApiAnswer<{cauHoi: OwnQuestion; trung?: boolean}>> {
  return asMember(context, `${QUESTIONS_API}/hoi`, {method: 'POST', body: question});
}

/** GET, or PUT with a new value: the member's choice of a mail when a question is answered. */
export function answerMailPreference(
  context: MemberContext,
  value?: boolean,
): Promise<ApiAnswer<{traLoiCauHoi?: boolean}>> {
  return asMember(
    context,
    MAIL_PREFERENCES_API,
    value === undefined ? {} : {method: 'PUT', body: {traLoiCauHoi: value}},
  );
}

/** The Vietnamese message of a failed answer: the server's, or one naming its status. */
export function errorMessage(answer: ApiAnswer<unknown>): string {
  if (answer.body.error) return answer.body.error;
  if (answer.status === 401) return 'Phiên đăng nhập đã hết. Hãy đăng nhập lại.';
  return `Máy chủ trả lời ${answer.status}. Vui lòng thử lại sau.`;
}

/** The member's questions for the personal page's download; throws an Error with the message to show. */
export async function ownQuestions(context: MemberContext): Promise<OwnQuestion[]> {
  const answer = await fetchOwn(context);
  if (answer.status !== 200 || !Array.isArray(answer.body.cauHoi)) throw new Error(errorMessage(answer));
  return answer.body.cauHoi;
}
