/**
 * The learning-space API (LEARNING_SPACE_API/<uid>, functions/src/learningSpaceApi.ts)
 * from the browser: the member's ID token and an App Check token on every call.
 */
import {appCheckHeaders} from '../auth/appCheckToken';
import type {FirebaseSettings} from '../auth/firebaseConfig';
import {LEARNING_SPACE_API} from '../../data/apiPaths';
import type {Change, Item} from './learningData';

export interface ApiContext {
  uid: string;
  getIdToken: () => Promise<string | null>;
  firebase: FirebaseSettings | undefined;
}

/** A failed call, with the Vietnamese message to show. */
export class LearningSpaceError extends Error {
  constructor(
    message: string,
    readonly offline = false,
  ) {
    super(message);
  }
}

const NETWORK =
  'Không kết nối được tới máy chủ. Thay đổi vẫn được giữ trên thiết bị này và sẽ được đồng bộ khi có mạng.';

export async function callLearningSpace(
  context: ApiContext,
  method: 'GET' | 'POST' | 'DELETE',
  changes?: readonly Change[],
): Promise<Item[]> {
  let response: Response;
  try {
    const [token, appCheck] = await Promise.all([context.getIdToken(), appCheckHeaders(context.firebase)]);
    if (!token) throw new LearningSpaceError('Bạn đã đăng xuất nên không thể đồng bộ. Hãy đăng nhập lại.');
    response = await fetch(`${LEARNING_SPACE_API}/${encodeURIComponent(context.uid)}`, {
      method,
      headers: {
        ...appCheck,
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
        ...(changes ? {'Content-Type': 'application/json; charset=utf-8'} : {}),
      },
      body: changes ? JSON.stringify({changes}) : undefined,
    });
  } catch (error) {
    if (error instanceof LearningSpaceError) throw error;
    throw new LearningSpaceError(NETWORK, true);
  }
  let body: {items?: Item[]; error?: string};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new LearningSpaceError(
      `Máy chủ trả lời ${response.status} không kèm dữ liệu đọc được. Vui lòng thử lại sau.`,
    );
  }
  if (!response.ok || !Array.isArray(body.items)) {
    throw new LearningSpaceError(body.error ?? `Máy chủ trả lời ${response.status}. Vui lòng thử lại sau.`);
  }
  return body.items;
}
