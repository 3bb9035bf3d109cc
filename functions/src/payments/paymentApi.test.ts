import {createHmac} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {payosGateway} from './gateway';
import {handleWebhook, type ApplyOutcome} from './paymentApi';
import type {GatewayPayment} from './paymentLogic';

const KEY = 'demo-checksum-key-for-tests';

/** payOS's canonical string: the data's keys sorted, key=value joined by &, null as ''. */
function sign(data: Record<string, unknown>, key: string): string {
  const text = Object.keys(data)
    .sort()
    .map((k) => `${k}=${data[k] === null || data[k] === undefined ? '' : String(data[k])}`)
    .join('&');
  return createHmac('sha256', key).update(text).digest('hex');
}

const data = {
  orderCode: 4242,
  amount: 790000,
  description: 'LA-ABC234',
  accountNumber: '0000123456789',
  reference: 'FT0001',
  transactionDateTime: '2026-11-28 13:45:00',
  currency: 'VND',
  paymentLinkId: 'demo',
  code: '00',
  desc: 'success',
  counterAccountBankId: '',
  counterAccountBankName: '',
  counterAccountName: 'NGUYEN VAN A',
  counterAccountNumber: '0011223344',
  virtualAccountName: null,
  virtualAccountNumber: null,
};

function request(body: unknown, method = 'POST') {
  const raw = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body), 'utf8');
  return {method, contentType: 'application/json', contentLength: String(raw.length), rawBody: raw};
}

function deps() {
  const applied: GatewayPayment[] = [];
  const gateway = payosGateway({clientId: 'c', apiKey: 'a', checksumKey: KEY, baseURL: 'http://127.0.0.1:9'});
  return {
    applied,
    deps: {
      verify: gateway.verify,
      apply: async (payment: GatewayPayment): Promise<ApplyOutcome> => {
        applied.push(payment);
        return 'confirmed';
      },
    },
  };
}

const delivery = (payload = data, signature = sign(payload, KEY)) => ({
  code: '00',
  desc: 'success',
  success: true,
  data: payload,
  signature,
});

describe('handleWebhook with the SDK’s verification', () => {
  it('applies a delivery signed with the checksum key', async () => {
    const {applied, deps: d} = deps();
    const result = await handleWebhook(request(delivery()), d);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ok: true, ketQua: 'confirmed'});
    expect(applied).toHaveLength(1);
    expect(applied[0]).toMatchObject({orderCode: 4242, amount: 790000, reference: 'FT0001', via: 'webhook'});
  });

  it('refuses a missing, forged or altered signature with a 4xx JSON answer and applies nothing', async () => {
    const {applied, deps: d} = deps();
    const {signature: _drop, ...unsigned} = delivery();
    const cases = [
      unsigned,
      delivery(data, sign(data, 'another-key')),
      delivery(data, '0'.repeat(64)),
      {...delivery(), data: {...data, amount: 79000}},
      {...delivery(), data: {...data, orderCode: 4243}},
      {...delivery(), data: undefined},
    ];
    for (const body of cases) {
      const result = await handleWebhook(request(body), d);
      expect(result.status).toBeGreaterThanOrEqual(400);
      expect(result.status).toBeLessThan(500);
      expect(result.body.ok).toBe(false);
    }
    expect(applied).toEqual([]);
  });

  it('refuses other methods, bodies that are not JSON, and answers 404 without a gateway', async () => {
    const {applied, deps: d} = deps();
    expect((await handleWebhook(request(delivery(), 'GET'), d)).status).toBe(405);
    expect((await handleWebhook(request('{not json'), d)).status).toBe(400);
    expect((await handleWebhook(request(delivery()), {...d, verify: null})).status).toBe(404);
    expect(applied).toEqual([]);
  });

  it('refuses signed data without a usable order code or amount', async () => {
    const {applied, deps: d} = deps();
    const bad = {...data, orderCode: 'x'} as unknown as typeof data;
    const result = await handleWebhook(request(delivery(bad)), d);
    expect(result.status).toBe(400);
    expect(applied).toEqual([]);
  });
});
