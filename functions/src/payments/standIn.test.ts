import {afterAll, beforeAll, describe, expect, it} from 'vitest';
// @ts-expect-error: a plain ES module of the site's scripts, without types.
import {startPayosStandIn} from '../../../scripts/lib/payosStandIn.mjs';
import {payosGateway, type Gateway} from './gateway';
import {paymentFromWebhookData} from './paymentLogic';

// The stand-in gateway speaks what the official SDK expects: the SDK checks every answer's signature.

const keys = {clientId: 'c-thu', apiKey: 'a-thu', checksumKey: 'k-thu'};
let standIn: {address: string; stop: () => Promise<void>};
let gateway: Gateway;

beforeAll(async () => {
  standIn = await startPayosStandIn({port: 0, keys});
  gateway = payosGateway({...keys, baseURL: standIn.address});
});
afterAll(() => standIn?.stop());

const request = (orderCode: number) => ({
  orderCode,
  amount: 790000,
  description: 'LA-ABC234',
  returnUrl: 'http://127.0.0.1:5000/xong',
  cancelUrl: 'http://127.0.0.1:5000/huy',
  expiredAt: Math.floor(Date.now() / 1000) + 3600,
});

async function pay(orderCode: number, body: object = {}) {
  const response = await fetch(`${standIn.address}/_thu/tra/${orderCode}`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({deliver: false, ...body}),
  });
  return ((await response.json()) as {webhook: unknown}).webhook;
}

describe('payOS stand-in through @payos/node', () => {
  it('creates, reports and pays a request; its webhook passes the SDK’s verification', async () => {
    const link = await gateway.create(request(1001));
    expect(link.checkoutUrl).toBe(`${standIn.address}/thanh-toan/1001`);
    expect((await gateway.get(1001)).status).toBe('PENDING');
    const webhook = await pay(1001, {reference: 'FT-A'});
    const data = paymentFromWebhookData(await gateway.verify(webhook));
    expect(data).toMatchObject({orderCode: 1001, amount: 790000, reference: 'FT-A'});
    const state = await gateway.get(1001);
    expect(state.status).toBe('PAID');
    expect(state.transactions.map((t) => t.reference)).toEqual(['FT-A']);
  });

  it('cancels a request, and the SDK refuses answers signed with another key', async () => {
    await gateway.create(request(1002));
    await gateway.cancel(1002, 'Đăng ký đã hủy');
    expect((await gateway.get(1002)).status).toBe('CANCELLED');
    const wrong = payosGateway({...keys, checksumKey: 'khac', baseURL: standIn.address});
    await expect(wrong.get(1002)).rejects.toThrow();
    await expect(wrong.verify(await pay(1002))).rejects.toThrow();
  });

  it('refuses wrong API keys', async () => {
    const wrong = payosGateway({...keys, apiKey: 'khac', baseURL: standIn.address});
    await expect(wrong.create(request(1003))).rejects.toThrow();
  });
});
