import {describe, expect, it} from 'vitest';
import type {DecodedIdToken} from 'firebase-admin/auth';
import {OWNER_API} from '../../src/data/apiPaths';
import {demoAppCheckVerifier, mintDemoAppCheckToken} from './appCheck';
import {handleOwnerRequest, MAX_IDS, memoryOwnerStore, parseErase, parseMove, type DeskSignup} from './ownerApi';
import {signupDocId} from './signupCode';

const PROJECT = 'demo-learn-anything';
const APP_CHECK = mintDemoAppCheckToken(PROJECT);
const users: Record<string, Partial<DecodedIdToken>> = {
  'token-chu': {uid: 'chu', email: 'chu@example.com', email_verified: true, owner: true},
  'token-chu-chua-xac-minh': {uid: 'chu2', email: 'chu2@example.com', email_verified: false, owner: true},
  'token-hoc-vien': {uid: 'an', email: 'an@example.com', email_verified: true},
  'token-chu-gia': {uid: 'gia', email: 'gia@example.com', email_verified: true, owner: 'true'},
};

function signup(email: string, course = 'obsidian-flow', extra: Partial<DeskSignup> = {}): DeskSignup {
  return {
    id: signupDocId(email, course),
    maThamChieu: 'LA-ABCDEF',
    hoTen: 'Nguyễn Văn An',
    email,
    soDienThoai: '0912345678',
    khoaHoc: course,
    ghiChu: '',
    trangThai: 'moi',
    taoLuc: 1000,
    capNhatLuc: 0,
    ...extra,
  };
}

function setup(signups: DeskSignup[] = [signup('an@example.com'), signup('binh@example.com')]) {
  const memory = memoryOwnerStore(signups);
  const mail = {notice: 'moiDangKy', resent: [] as [string, number][], moves: [] as unknown[], erased: [] as string[]};
  let clock = 10_000;
  const deps = {
    verifyIdToken: async (token: string) => {
      const user = users[token];
      if (!user) throw Object.assign(new Error('bad'), {code: 'auth/argument-error'});
      return user as DecodedIdToken;
    },
    verifyAppCheck: demoAppCheckVerifier(PROJECT),
    store: memory.store,
    bank: {bin: '970436', account: '1234567890', name: 'TAI KHOAN DEMO'},
    mail: {
      recent: async () => [{id: 'dangKy_LA-ABC234'}],
      resend: async (id: string, seen: number) => {
        mail.resent.push([id, seen]);
        return seen === 0;
      },
      notice: async () => mail.notice,
      setNotice: async (mode: string) => {
        mail.notice = mode;
      },
      afterMove: async (move: unknown) => {
        mail.moves.push(move);
      },
      erase: async (email: string) => {
        mail.erased.push(email);
      },
    },
    noticeModes: ['moiDangKy', 'hangNgay', 'tat'],
    now: () => (clock += 1000),
  };
  const call = (
    method: string,
    route: string,
    token: string | undefined,
    body?: unknown,
    contentType = 'application/json',
  ) => {
    const rawBody =
      body === undefined ? undefined : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    return handleOwnerRequest(
      {
        method,
        path: `${OWNER_API}/${route}`,
        authorization: token ? `Bearer ${token}` : undefined,
        appCheckToken: APP_CHECK,
        contentType,
        contentLength: rawBody ? String(rawBody.length) : undefined,
        rawBody,
      },
      deps,
    );
  };
  return {memory, call, mail};
}

describe('owner API: who may call it', () => {
  const routes: [string, string][] = [
    ['GET', 'toi'],
    ['GET', 'dang-ky'],
    ['POST', 'trang-thai'],
    ['POST', 'xoa-du-lieu'],
    ['GET', 'thu'],
    ['POST', 'gui-lai'],
    ['POST', 'thong-bao'],
    ['GET', 'khong-co'],
  ];
  it('refuses everyone but a verified owner on every route, before anything else', async () => {
    const {call, memory} = setup();
    for (const [method, route] of routes) {
      expect((await call(method, route, undefined)).status).toBe(401);
      expect((await call(method, route, 'token-gia-mao')).status).toBe(401);
      for (const token of ['token-hoc-vien', 'token-chu-chua-xac-minh', 'token-chu-gia']) {
        const response = await call(method, route, token, {
          ids: [memory.store && signup('an@example.com').id],
          to: 'daHuy',
        });
        expect(response.status).toBe(403);
        expect(typeof response.body.error).toBe('string');
      }
    }
    expect(memory.audit).toEqual([]);
    expect([...memory.data.values()].every((s) => s.trangThai === 'moi')).toBe(true);
  });
  it('answers an owner', async () => {
    const {call} = setup();
    expect(await call('GET', 'toi', 'token-chu')).toEqual({status: 200, body: {email: 'chu@example.com'}});
    expect((await call('GET', 'khong-co', 'token-chu')).status).toBe(404);
    expect((await call('POST', 'dang-ky', 'token-chu', {})).status).toBe(405);
  });
});

describe('owner API: the desk', () => {
  it('lists sign-ups with the previous visit and the bank account', async () => {
    const {call} = setup();
    const first = await call('GET', 'dang-ky', 'token-chu');
    expect(first.status).toBe(200);
    expect((first.body.signups as DeskSignup[]).length).toBe(2);
    expect(first.body.previousVisit).toBe(0);
    expect(first.body.bank).toMatchObject({bin: '970436'});
    const second = await call('GET', 'dang-ky', 'token-chu');
    expect(second.body.previousVisit).toBeGreaterThan(0);
  });

  it('moves many at once, refuses moves the model forbids, and audits each move', async () => {
    const {call, memory} = setup();
    const an = signup('an@example.com').id;
    const binh = signup('binh@example.com').id;
    const paid = await call('POST', 'trang-thai', 'token-chu', {ids: [an, binh], to: 'daThanhToan'});
    expect(paid.body.results).toEqual([
      {id: an, ok: true, from: 'moi', to: 'daThanhToan'},
      {id: binh, ok: true, from: 'moi', to: 'daThanhToan'},
    ]);
    const back = await call('POST', 'trang-thai', 'token-chu', {ids: [an], to: 'moi'});
    expect(back.body.results).toEqual([{id: an, ok: false, error: expect.stringMatching(/một bước/)}]);
    await call('POST', 'trang-thai', 'token-chu', {ids: [an], to: 'daHuy'});
    expect(memory.data.get(an)?.trangThai).toBe('daHuy');
    expect(memory.audit).toEqual([
      expect.objectContaining({kind: 'move', by: 'chu@example.com', signupId: an, from: 'moi', to: 'daThanhToan'}),
      expect.objectContaining({kind: 'move', signupId: binh, from: 'moi', to: 'daThanhToan'}),
      expect.objectContaining({kind: 'move', signupId: an, from: 'daThanhToan', to: 'daHuy'}),
    ]);
    const missing = signup('khong-co@example.com').id;
    expect((await call('POST', 'trang-thai', 'token-chu', {ids: [missing], to: 'daHuy'})).body.results).toEqual([
      {id: missing, ok: false, error: expect.stringMatching(/Không tìm thấy/)},
    ]);
  });

  it('erases a person’s sign-ups and keeps a record without their data', async () => {
    const {call, memory} = setup([
      signup('an@example.com'),
      signup('an@example.com', 'python-chung-khoan'),
      signup('binh@example.com'),
    ]);
    const response = await call('POST', 'xoa-du-lieu', 'token-chu', {email: ' AN@example.com '});
    expect(response).toEqual({status: 200, body: {deleted: 2}});
    expect([...memory.data.values()].map((s) => s.email)).toEqual(['binh@example.com']);
    expect(memory.audit).toEqual([{kind: 'erase', at: expect.any(Number), by: 'chu@example.com', count: 2}]);
    expect(JSON.stringify(memory.audit)).not.toContain('an@example.com');
  });

  it('answers hostile bodies with a clear 4xx and changes nothing', async () => {
    const {call, memory} = setup();
    const an = signup('an@example.com').id;
    const hostile: [unknown, string?][] = [
      ['{nope', undefined],
      [{ids: [an], to: 'daThanhToan'}, 'text/plain'],
      [{ids: [an], to: 'xoaHet'}],
      [{ids: [an], to: '__proto__'}],
      [{ids: ['../../hocVien/x'], to: 'daHuy'}],
      [{ids: [`${an}' OR 1=1`], to: 'daHuy'}],
      [{ids: [], to: 'daHuy'}],
      [{ids: [an, an], to: 'daHuy'}],
      [{ids: Array.from({length: MAX_IDS + 1}, (_, i) => signup(`x${i}@example.com`).id), to: 'daHuy'}],
      [{ids: [an], to: 'daHuy', extra: 1}],
      [{ids: an, to: 'daHuy'}],
      [[an]],
      [null],
      ['"=HYPERLINK(1)"'],
    ];
    for (const [body, contentType] of hostile) {
      const response = await call('POST', 'trang-thai', 'token-chu', body, contentType);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.body.error).toMatch(/[ạảãáàâăđêôơư]/);
    }
    for (const body of [{email: 'khong-phai-email'}, {email: 5}, {email: 'a@b.vn', more: 1}, {}, 'x'.repeat(70_000)]) {
      const response = await call('POST', 'xoa-du-lieu', 'token-chu', body);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    expect(memory.audit).toEqual([]);
    expect(memory.data.get(an)?.trangThai).toBe('moi');
  });
});

describe('parsers', () => {
  it('parseMove and parseErase accept the good shapes', () => {
    const id = signup('a@b.vn').id;
    expect(parseMove({ids: [id], to: 'dangHoc'})).toEqual({ok: true, ids: [id], to: 'dangHoc'});
    expect(parseErase({email: 'A@B.vn'})).toEqual({ok: true, email: 'a@b.vn'});
  });
});

describe('owner API: mail', () => {
  it('lists the mails and the notice mode, and changes the mode', async () => {
    const {call, mail} = setup();
    expect(await call('GET', 'thu', 'token-chu')).toEqual({
      status: 200,
      body: {mails: [{id: 'dangKy_LA-ABC234'}], notice: 'moiDangKy'},
    });
    expect(await call('POST', 'thong-bao', 'token-chu', {cheDo: 'hangNgay'})).toEqual({
      status: 200,
      body: {notice: 'hangNgay'},
    });
    expect(mail.notice).toBe('hangNgay');
    for (const body of [{cheDo: 'moi'}, {cheDo: 'tat', them: 1}, ['tat'], 'tat']) {
      expect((await call('POST', 'thong-bao', 'token-chu', body)).status).toBe(400);
    }
    expect(mail.notice).toBe('hangNgay');
  });

  it('resends once per view, and refuses malformed requests', async () => {
    const {call, mail} = setup();
    expect(await call('POST', 'gui-lai', 'token-chu', {id: 'dangKy_LA-ABC234', resends: 0})).toEqual({
      status: 200,
      body: {ok: true},
    });
    expect((await call('POST', 'gui-lai', 'token-chu', {id: 'dangKy_LA-ABC234', resends: 1})).status).toBe(409);
    for (const body of [{id: 'x/y', resends: 0}, {id: 'a', resends: -1}, {id: 'a', resends: 1.5}, {id: 'a'}]) {
      expect((await call('POST', 'gui-lai', 'token-chu', body)).status).toBe(400);
    }
    expect(mail.resent).toEqual([
      ['dangKy_LA-ABC234', 0],
      ['dangKy_LA-ABC234', 1],
    ]);
  });

  it('hands every move to the mail, and erases the person’s mails with their data', async () => {
    const {call, mail} = setup();
    const id = signup('an@example.com').id;
    await call('POST', 'trang-thai', 'token-chu', {ids: [id], to: 'daThanhToan'});
    expect(mail.moves).toEqual([{id, ok: true, from: 'moi', to: 'daThanhToan'}]);
    await call('POST', 'xoa-du-lieu', 'token-chu', {email: 'an@example.com'});
    expect(mail.erased).toEqual(['an@example.com']);
  });
});
