/**
 * The member's mail preferences (MAIL_API/tuy-chon, functions/src/mail/mailApi.ts) from the
 * browser, with the member's ID token and an App Check token, as the learning space calls.
 */
import {MAIL_API} from '../../data/apiPaths';
import {appCheckHeaders} from '../auth/appCheckToken';
import type {FirebaseSettings} from '../auth/firebaseConfig';
import type {ReminderPreference} from './reminderForm';

export interface MailPreferences {
  nhacOnTap: ReminderPreference;
  /** The address the mails go to: the account's. */
  email: string;
}

export interface MailApiContext {
  getIdToken: () => Promise<string | null>;
  firebase: FirebaseSettings | undefined;
}

export const MAIL_PREFERENCES_API = `${MAIL_API}/tuy-chon`;

/** GET, or PUT with the new reminder; the answer, or throws an Error with the Vietnamese message to show. */
export async function callMailPreferences(
  context: MailApiContext,
  reminder?: ReminderPreference,
): Promise<MailPreferences> {
  let response: Response;
  try {
    const [token, appCheck] = await Promise.all([context.getIdToken(), appCheckHeaders(context.firebase)]);
    if (!token) throw new Error('Bạn đã đăng xuất. Hãy đăng nhập lại để đổi thư nhắc.');
    response = await fetch(MAIL_PREFERENCES_API, {
      method: reminder ? 'PUT' : 'GET',
      headers: {
        ...appCheck,
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
        ...(reminder ? {'Content-Type': 'application/json; charset=utf-8'} : {}),
      },
      body: reminder ? JSON.stringify({nhacOnTap: reminder}) : undefined,
    });
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Bạn')) throw error;
    throw new Error('Không kết nối được tới máy chủ. Hãy kiểm tra mạng rồi thử lại.');
  }
  const body = (await response.json().catch(() => ({}))) as Partial<MailPreferences> & {error?: string};
  if (!response.ok || !body.nhacOnTap) {
    throw new Error(body.error ?? `Máy chủ trả lời ${response.status}. Vui lòng thử lại sau.`);
  }
  return body as MailPreferences;
}
