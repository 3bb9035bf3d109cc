import {createHash} from 'node:crypto';
import {Timestamp, type Firestore} from 'firebase-admin/firestore';
import {startTestFirestore, type TestFirestore} from '../testing/firestoreStandIn';
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {AUDIT_COLLECTION} from '../ownerApi';
import {firestoreOwnerStore} from '../ownerStore';
import {SIGNUP_COLLECTION} from '../signupApi';
import {signupDocId} from '../signupCode';
import type {StoredMove} from '../ownerApi';
import type {CreateRequest, Gateway} from './gateway';
import {orderCodeFor, type GatewayPayment, type GatewayRequestState} from './paymentLogic';
import {paymentService} from './service';
import {firestorePaymentStore, PAYMENT_COLLECTION, PAYMENT_REQUEST_COLLECTION} from './paymentStore';

// The payments against the Firestore stand-in: exactly once without isolated transactions.

let firestore: TestFirestore;
let db: Firestore;

beforeAll(async () => {
  firestore = await startTestFirestore('payments-test');
  db = firestore.db;
});

afterAll(async () => {
  await firestore?.stop();
});

beforeEach(async () => {
  for (const name of [SIGNUP_COLLECTION, AUDIT_COLLECTION, PAYMENT_COLLECTION, PAYMENT_REQUEST_COLLECTION]) {
    const old = await db.collection(name).get();
    await Promise.all(old.docs.map((doc) => doc.ref.delete()));
  }
});

const FEE = 790000;
const NOW = Date.UTC(2026, 10, 28, 7);

async function signUp(email: string, code: string) {
  const id = signupDocId(email, 'obsidian-flow');
  await db
    .collection(SIGNUP_COLLECTION)
    .doc(id)
    .create({
      hoTen: 'Học Viên Thử',
      email,
      soDienThoai: '0900000000',
      khoaHoc: 'obsidian-flow',
      ghiChu: '',
      maThamChieu: code,
      taoLuc: Timestamp.fromMillis(NOW),
    });
  const orderCode = orderCodeFor(id, NOW);
  await firestorePaymentStore(db).saveRequest(
    orderCode,
    {signupId: id, maThamChieu: code, khoaHoc: 'obsidian-flow', amount: FEE, checkoutUrl: 'http://127.0.0.1/x'},
    NOW,
  );
  return {id, orderCode};
}

const paid = (orderCode: number, over: Partial<GatewayPayment> = {}): GatewayPayment => ({
  orderCode,
  amount: FEE,
  reference: 'FT0001',
  description: 'LA-ABC234',
  paidAt: NOW,
  counterAccountName: 'NGUYEN VAN THU',
  counterAccountNumber: '0011223344',
  via: 'webhook',
  ...over,
});

const status = async (id: string) => (await db.collection(SIGNUP_COLLECTION).doc(id).get()).get('trangThai');
const count = async (name: string) => (await db.collection(name).get()).size;

describe('firestorePaymentStore.apply', () => {
  it('confirms a matching payment once: 5 replays and 10 concurrent copies give one record and one move', async () => {
    const {id, orderCode} = await signUp('a@example.com', 'LA-ABC234');
    const store = firestorePaymentStore(db);
    const first = await store.apply(paid(orderCode), NOW);
    expect(first.outcome).toBe('confirmed');
    expect(first.move).toMatchObject({id, from: 'moi', to: 'daThanhToan', event: `payos_${orderCode}`});
    for (let i = 0; i < 5; i += 1) expect((await store.apply(paid(orderCode), NOW)).outcome).toBe('replay');
    const copies = await Promise.all(Array.from({length: 10}, () => store.apply(paid(orderCode), NOW)));
    expect(copies.map((c) => c.outcome)).toEqual(Array(10).fill('replay'));
    expect(await status(id)).toBe('daThanhToan');
    expect(await count(PAYMENT_COLLECTION)).toBe(1);
    const audit = await db.collection(AUDIT_COLLECTION).get();
    expect(audit.docs.map((doc) => [doc.get('boi'), doc.get('tu'), doc.get('den')])).toEqual([
      ['payOS', 'moi', 'daThanhToan'],
    ]);
    expect(await store.openRequests()).toEqual([]);
  });

  it('gives one confirmation to 10 concurrent first copies', async () => {
    const {id, orderCode} = await signUp('b@example.com', 'LA-BCD345');
    const store = firestorePaymentStore(db);
    const results = await Promise.all(Array.from({length: 10}, () => store.apply(paid(orderCode), NOW)));
    expect(results.filter((r) => r.outcome === 'confirmed')).toHaveLength(1);
    expect(results.filter((r) => r.move !== null)).toHaveLength(1);
    expect(await status(id)).toBe('daThanhToan');
    expect(await count(PAYMENT_COLLECTION)).toBe(1);
    expect(await count(AUDIT_COLLECTION)).toBe(1);
  });

  it('sends an unknown order, a wrong amount, a cancelled sign-up and a second payment to "Cần xem"', async () => {
    const store = firestorePaymentStore(db);
    const short = await signUp('c@example.com', 'LA-CDE456');
    const over = await signUp('d@example.com', 'LA-DEF567');
    const cancelled = await signUp('e@example.com', 'LA-EFG678');
    await db.collection(SIGNUP_COLLECTION).doc(cancelled.id).update({trangThai: 'daHuy'});
    const twice = await signUp('f@example.com', 'LA-FGH789');

    expect((await store.apply(paid(999), NOW)).outcome).toBe('review');
    expect((await store.apply(paid(short.orderCode, {amount: FEE - 1000}), NOW)).outcome).toBe('review');
    expect((await store.apply(paid(over.orderCode, {amount: FEE + 1000}), NOW)).outcome).toBe('review');
    expect((await store.apply(paid(cancelled.orderCode), NOW)).outcome).toBe('review');
    expect((await store.apply(paid(twice.orderCode), NOW)).outcome).toBe('confirmed');
    expect((await store.apply(paid(twice.orderCode, {reference: 'FT0002'}), NOW)).outcome).toBe('review');

    expect(await status(short.id)).toBeUndefined();
    expect(await status(over.id)).toBeUndefined();
    expect(await status(cancelled.id)).toBe('daHuy');
    const items = await store.reviewItems(50);
    expect(items.map((item) => item.reason).sort()).toEqual(
      ['daHuy', 'khongRoDon', 'thieuTien', 'thuaTien', 'trungThanhToan'].sort(),
    );
    expect(items.find((item) => item.reason === 'thieuTien')).toMatchObject({
      amount: FEE - 1000,
      payerName: 'NGUYEN VAN THU',
      payerAccount: '0011223344',
      maThamChieu: 'LA-CDE456',
    });
    expect(await count(AUDIT_COLLECTION)).toBe(1);
  });

  it('lists open requests and those of a sign-up', async () => {
    const {id, orderCode} = await signUp('g@example.com', 'LA-GHJ234');
    const store = firestorePaymentStore(db);
    expect(await store.openRequests()).toEqual([{orderCode, createdAt: NOW}]);
    expect(await store.openRequestsOf(id)).toEqual([orderCode]);
    await store.closeRequest(orderCode);
    expect(await store.openRequestsOf(id)).toEqual([]);
  });
});

describe('firestorePaymentStore.erase', () => {
  it('leaves nothing in the database that links back to an erased, paid sign-up', async () => {
    const email = 'xoa@example.com';
    const code = 'LA-XYZ234';
    const {id, orderCode} = await signUp(email, code);
    const store = firestorePaymentStore(db);
    await store.apply(paid(orderCode), NOW);
    await store.apply(paid(orderCode, {reference: 'FT0002'}), NOW);
    const owner = firestoreOwnerStore(db);
    await owner.move(id, 'dangHoc', {by: 'owner-uid', at: NOW + 1}, () => null);

    await owner.erase(email, {by: 'owner-uid', at: NOW + 2});
    await store.erase([id]);

    const dump = JSON.stringify(firestore.state.toJSON());
    const emailHash = createHash('sha256').update(email).digest('hex');
    for (const trace of [email, emailHash, id, code, '0011223344', 'NGUYEN VAN THU', String(orderCode), 'FT0001']) {
      expect(dump).not.toContain(trace);
    }
    const audit = await db.collection(AUDIT_COLLECTION).get();
    const moves = audit.docs.filter((doc) => doc.get('loai') === 'doiTrangThai');
    expect(moves.map((doc) => [doc.get('boi'), doc.get('tu'), doc.get('den')]).sort()).toEqual([
      ['owner-uid', 'daThanhToan', 'dangHoc'],
      ['payOS', 'moi', 'daThanhToan'],
    ]);
    expect(await count(PAYMENT_COLLECTION)).toBe(2);
  });
});

describe('paymentService', () => {
  function fakeGateway() {
    const states = new Map<number, GatewayRequestState>();
    const created: CreateRequest[] = [];
    const cancelled: number[] = [];
    const gateway: Gateway = {
      async create(request) {
        created.push(request);
        states.set(request.orderCode, {orderCode: request.orderCode, status: 'PENDING', transactions: []});
        return {orderCode: request.orderCode, checkoutUrl: `http://127.0.0.1:1/pay/${request.orderCode}`, qrCode: 'QR'};
      },
      get: async (orderCode) => states.get(orderCode)!,
      async cancel(orderCode) {
        cancelled.push(orderCode);
        states.set(orderCode, {...states.get(orderCode)!, status: 'CANCELLED'});
      },
      verify: async () => {
        throw new Error('unused');
      },
    };
    return {gateway, states, created, cancelled};
  }

  const record = (email: string, code: string) => ({
    hoTen: 'Học Viên Thử',
    email,
    soDienThoai: '0900000000',
    khoaHoc: 'obsidian-flow',
    ghiChu: '',
    maThamChieu: code,
  });

  function service(gateway: Gateway) {
    const moves: StoredMove[] = [];
    const payments = paymentService(
      db,
      {},
      {siteUrl: 'https://example.com', afterMove: async (move) => void moves.push(move), log: () => {}},
      gateway,
    )!;
    return {payments, moves};
  }

  it('creates a request for the fee, with the reference code and the terms’ expiry', async () => {
    const fake = fakeGateway();
    const {payments} = service(fake.gateway);
    const id = signupDocId('h@example.com', 'obsidian-flow');
    const checkout = await payments.checkout(id, record('h@example.com', 'LA-HJK234'), NOW);
    expect(checkout).toEqual({checkoutUrl: expect.stringContaining('/pay/'), qrCode: 'QR'});
    expect(fake.created).toEqual([
      {
        orderCode: orderCodeFor(id, NOW),
        amount: FEE,
        description: 'LA-HJK234',
        returnUrl: 'https://example.com/lp-khoa-hoc-obsidian-flow?thanhToan=xong',
        cancelUrl: 'https://example.com/lp-khoa-hoc-obsidian-flow?thanhToan=huy',
        expiredAt: (NOW + 7 * 86_400_000) / 1000,
      },
    ]);
  });

  it('finds a payment whose webhook was lost, once, and closes expired requests', async () => {
    const fake = fakeGateway();
    const {payments, moves} = service(fake.gateway);
    const paidSignup = await signUp('i@example.com', 'LA-JKM345');
    const expired = await signUp('j@example.com', 'LA-KMN456');
    for (const s of [paidSignup, expired]) {
      fake.states.set(s.orderCode, {orderCode: s.orderCode, status: 'PENDING', transactions: []});
    }
    fake.states.set(paidSignup.orderCode, {
      orderCode: paidSignup.orderCode,
      status: 'PAID',
      transactions: [
        {
          reference: 'FT0009',
          amount: FEE,
          description: 'LA-JKM345',
          transactionDateTime: '2026-11-28 14:00:00',
          counterAccountName: null,
          counterAccountNumber: null,
        },
      ],
    });
    fake.states.set(expired.orderCode, {orderCode: expired.orderCode, status: 'EXPIRED', transactions: []});

    expect(await payments.reconcile(NOW + 60_000)).toEqual({asked: 0, confirmed: 0});
    expect(await payments.reconcile(NOW + 10 * 60_000)).toEqual({asked: 2, confirmed: 1});
    expect(await status(paidSignup.id)).toBe('daThanhToan');
    expect(await status(expired.id)).toBeUndefined();
    expect(moves).toHaveLength(1);
    expect(await payments.reconcile(NOW + 20 * 60_000)).toEqual({asked: 0, confirmed: 0});
  });

  it('cancels the request of a sign-up the owner cancels', async () => {
    const fake = fakeGateway();
    const {payments} = service(fake.gateway);
    const {id, orderCode} = await signUp('k@example.com', 'LA-MNP567');
    fake.states.set(orderCode, {orderCode, status: 'PENDING', transactions: []});
    const owner = firestoreOwnerStore(db);
    const move = await owner.move(id, 'daHuy', {by: 'owner-uid', at: NOW + 1}, () => null);
    await payments.afterMove(move);
    expect(fake.cancelled).toEqual([orderCode]);
    expect(await firestorePaymentStore(db).openRequests()).toEqual([]);
  });

  it('is off without the three keys', () => {
    expect(paymentService(db, {PAYOS_CLIENT_ID: 'x', PAYOS_API_KEY: 'y'}, {} as never)).toBeNull();
  });
});
