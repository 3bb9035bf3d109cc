/**
 * payOS through its official SDK (@payos/node), from the function's settings: PAYOS_CLIENT_ID,
 * PAYOS_API_KEY and PAYOS_CHECKSUM_KEY (secrets in production, DEPLOYING.md; demo values in the
 * emulator's .env), and PAYOS_BASE_URL (the stand-in gateway in the emulator, where only a
 * loopback address is accepted). Without the three keys there is no gateway: the sign-up keeps
 * the VietQR transfer that the owner confirms by hand.
 */
import {PayOS} from '@payos/node';
import type {GatewayRequestState} from './paymentLogic';

type Env = Record<string, string | undefined>;

export interface GatewaySettings {
  clientId: string;
  apiKey: string;
  checksumKey: string;
  baseURL?: string;
}

const LOOPBACK = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/;

/** The settings, or null when a key is missing (or, in the emulator, the base URL is not loopback). */
export function gatewaySettingsFrom(env: Env): GatewaySettings | null {
  const clientId = env.PAYOS_CLIENT_ID?.trim() ?? '';
  const apiKey = env.PAYOS_API_KEY?.trim() ?? '';
  const checksumKey = env.PAYOS_CHECKSUM_KEY?.trim() ?? '';
  if (!clientId || !apiKey || !checksumKey) return null;
  const baseURL = env.PAYOS_BASE_URL?.trim() || undefined;
  if (env.FUNCTIONS_EMULATOR === 'true' && !(baseURL && LOOPBACK.test(baseURL))) return null;
  return {clientId, apiKey, checksumKey, ...(baseURL ? {baseURL} : {})};
}

/** A created payment request, as the success page and the sign-up mail show it. */
export interface CheckoutLink {
  orderCode: number;
  checkoutUrl: string;
  /** The VietQR text of the request (the page and the mail draw it). */
  qrCode: string;
}

export interface CreateRequest {
  orderCode: number;
  amount: number;
  description: string;
  returnUrl: string;
  cancelUrl: string;
  /** Unix seconds. */
  expiredAt: number;
}

/** What the site asks of the gateway. */
export interface Gateway {
  create(request: CreateRequest): Promise<CheckoutLink>;
  get(orderCode: number): Promise<GatewayRequestState>;
  cancel(orderCode: number, reason: string): Promise<void>;
  /** The webhook's data when its signature is right; throws otherwise. */
  verify(body: unknown): Promise<unknown>;
}

export function payosGateway(settings: GatewaySettings): Gateway {
  const client = new PayOS({...settings, maxRetries: 1, timeout: 10_000, logLevel: 'off'});
  return {
    async create(request) {
      const link = await client.paymentRequests.create(request);
      return {orderCode: link.orderCode, checkoutUrl: link.checkoutUrl, qrCode: link.qrCode};
    },
    async get(orderCode) {
      const link = await client.paymentRequests.get(orderCode);
      return {orderCode: link.orderCode, status: link.status, transactions: link.transactions ?? []};
    },
    async cancel(orderCode, reason) {
      await client.paymentRequests.cancel(orderCode, reason);
    },
    verify: (body) => client.webhooks.verify(body as Parameters<typeof client.webhooks.verify>[0]),
  };
}
