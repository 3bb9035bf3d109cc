/**
 * POST PAYOS_WEBHOOK_API (src/data/apiPaths.ts): payOS's webhook. Anyone may call it; only a
 * delivery whose signature the SDK verifies with the checksum key changes anything. Pure logic:
 * index.ts plugs in the HTTP request, the gateway and Firestore.
 */
import {readJsonBody, type BodyRequest} from '../jsonBody';
import {paymentFromWebhookData, type GatewayPayment} from './paymentLogic';

/** A webhook is a few hundred bytes; payOS's test delivery too. */
export const MAX_WEBHOOK_BYTES = 16 * 1024;

export const WEBHOOK_MESSAGES = {
  method: 'Địa chỉ này chỉ nhận webhook gửi bằng phương thức POST.',
  off: 'Trang chưa bật cổng thanh toán payOS.',
  body: 'Nội dung webhook không phải JSON hợp lệ.',
  signature: 'Chữ ký webhook không hợp lệ: không thay đổi gì.',
  data: 'Dữ liệu webhook thiếu mã đơn hoặc số tiền hợp lệ.',
} as const;

/** What applying a payment did (paymentStore.ts). */
export type ApplyOutcome = 'confirmed' | 'review' | 'replay';

export interface WebhookDeps {
  /** The SDK's webhooks.verify: the data when the signature is right, throws otherwise. Null: no gateway. */
  verify: ((body: unknown) => Promise<unknown>) | null;
  apply: (payment: GatewayPayment) => Promise<ApplyOutcome>;
}

export interface WebhookResponse {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

const answer = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) => ({
  status,
  headers: {'Cache-Control': 'no-store', ...headers},
  body,
});

export async function handleWebhook(
  request: BodyRequest & {method: string},
  deps: WebhookDeps,
): Promise<WebhookResponse> {
  if (request.method !== 'POST') return answer(405, {ok: false, error: WEBHOOK_MESSAGES.method}, {Allow: 'POST'});
  if (!deps.verify) return answer(404, {ok: false, error: WEBHOOK_MESSAGES.off});
  const read = readJsonBody(request, MAX_WEBHOOK_BYTES);
  if (!read.ok) return answer(read.status, {ok: false, error: WEBHOOK_MESSAGES.body});
  let data: unknown;
  try {
    data = await deps.verify(read.body);
  } catch {
    return answer(401, {ok: false, error: WEBHOOK_MESSAGES.signature});
  }
  const payment = paymentFromWebhookData(data);
  if (!payment) return answer(400, {ok: false, error: WEBHOOK_MESSAGES.data});
  const outcome = await deps.apply(payment);
  return answer(200, {ok: true, ketQua: outcome});
}
