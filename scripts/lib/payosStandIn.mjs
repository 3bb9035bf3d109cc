/**
 * A stand-in for payOS on loopback, for `npm start` and the tests: the part of the merchant API
 * that @payos/node uses (POST /v2/payment-requests, GET /v2/payment-requests/{orderCode},
 * POST /v2/payment-requests/{orderCode}/cancel), answering in payOS's envelope
 * {code, desc, data, signature} signed with the checksum key, and a checkout page per request
 * whose "Thanh toán thử" button pays it: the request becomes PAID and a signed webhook goes to
 * the site. The keys are the DEMO values of functions/.env.demo-learn-anything.
 *
 * Test controls (loopback only, never in payOS): POST /_thu/tra/{orderCode}
 * {amount?, reference?, deliver?} pays and answers the signed webhook body, delivered or not;
 * POST /_thu/het-han/{orderCode} expires a request; GET /_thu/trang-thai/{orderCode} reads it.
 */
import {createHmac} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {createServer} from 'node:http';

export const PAYOS_STAND_IN_PORT = 4010;

/** The PAYOS_* demo values of the emulator's .env file. */
export function demoPayosKeys(file = 'functions/.env.demo-learn-anything') {
  const env = Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^PAYOS_[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1).trim()]),
  );
  return {clientId: env.PAYOS_CLIENT_ID, apiKey: env.PAYOS_API_KEY, checksumKey: env.PAYOS_CHECKSUM_KEY};
}

/** payOS's canonical text of an object: keys sorted, key=value by &, arrays as JSON of sorted objects, null as ''. */
function canonical(data) {
  const sortKeys = (object) =>
    Object.fromEntries(
      Object.keys(object)
        .sort()
        .map((key) => [key, object[key]]),
    );
  return Object.keys(data)
    .sort()
    .filter((key) => data[key] !== undefined)
    .map((key) => {
      let value = data[key];
      if (Array.isArray(value)) value = JSON.stringify(value.map(sortKeys));
      if (value === null || value === 'null' || value === 'undefined') value = '';
      return `${key}=${value}`;
    })
    .join('&');
}

export const signData = (data, key) => createHmac('sha256', key).update(canonical(data)).digest('hex');

const vnTime = (ms) => new Date(ms + 7 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Starts the stand-in. `webhookUrl`: where payments are announced (the site's PAYOS_WEBHOOK_API).
 * Returns {address, requests (Map), pay, stop}.
 */
export async function startPayosStandIn({port = PAYOS_STAND_IN_PORT, webhookUrl, keys = demoPayosKeys()} = {}) {
  const requests = new Map();
  let address = '';
  let references = 0;

  const envelope = (res, status, data, code = '00', desc = 'success') => {
    res.writeHead(status, {'Content-Type': 'application/json'});
    res.end(JSON.stringify({code, desc, data, signature: data ? signData(data, keys.checksumKey) : null}));
  };

  function linkOf(request) {
    const amountPaid = request.transactions.reduce((sum, t) => sum + t.amount, 0);
    return {
      id: request.paymentLinkId,
      orderCode: request.orderCode,
      amount: request.amount,
      amountPaid,
      amountRemaining: Math.max(0, request.amount - amountPaid),
      status: request.status,
      createdAt: new Date(request.createdAt).toISOString(),
      transactions: request.transactions,
      cancellationReason: request.cancellationReason,
      canceledAt: request.canceledAt,
    };
  }

  /** Pays a request: the transaction, the status, the signed webhook (sent unless deliver is false). */
  async function pay(orderCode, {amount, reference, deliver = true} = {}) {
    const request = requests.get(Number(orderCode));
    if (!request) throw new Error(`Không có yêu cầu thanh toán ${orderCode}`);
    references += 1;
    const transaction = {
      reference: reference ?? `FT${Date.now()}${references}`,
      amount: amount ?? request.amount,
      accountNumber: '0000123456789',
      description: request.description,
      transactionDateTime: vnTime(Date.now()),
      virtualAccountName: null,
      virtualAccountNumber: null,
      counterAccountBankId: '970436',
      counterAccountBankName: 'Ngân hàng thử',
      counterAccountName: 'NGUOI TRA THU',
      counterAccountNumber: `99${String(request.orderCode).slice(-8)}`,
    };
    request.transactions.push(transaction);
    const paid = request.transactions.reduce((sum, t) => sum + t.amount, 0);
    request.status = paid >= request.amount ? 'PAID' : 'UNDERPAID';
    const data = {
      orderCode: request.orderCode,
      amount: transaction.amount,
      description: transaction.description,
      accountNumber: transaction.accountNumber,
      reference: transaction.reference,
      transactionDateTime: transaction.transactionDateTime,
      currency: 'VND',
      paymentLinkId: request.paymentLinkId,
      code: '00',
      desc: 'success',
      counterAccountBankId: transaction.counterAccountBankId,
      counterAccountBankName: transaction.counterAccountBankName,
      counterAccountName: transaction.counterAccountName,
      counterAccountNumber: transaction.counterAccountNumber,
      virtualAccountName: null,
      virtualAccountNumber: null,
    };
    const body = {code: '00', desc: 'success', success: true, data, signature: signData(data, keys.checksumKey)};
    let delivered = null;
    if (deliver && webhookUrl) {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify(body),
      });
      delivered = {status: response.status, body: await response.json().catch(() => null)};
    }
    return {webhook: body, delivered};
  }

  const readBody = (req) =>
    new Promise((resolve) => {
      const chunks = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const text = await readBody(req);
      const body = text ? JSON.parse(text) : {};
      const match = /^\/v2\/payment-requests(?:\/(\d+))?(\/cancel)?$/.exec(url.pathname);
      if (match) {
        if (req.headers['x-client-id'] !== keys.clientId || req.headers['x-api-key'] !== keys.apiKey) {
          return envelope(res, 401, null, '401', 'Unauthorized');
        }
        if (!match[1] && req.method === 'POST') {
          const {orderCode, amount, description, cancelUrl, returnUrl, signature, expiredAt} = body;
          const expected = createHmac('sha256', keys.checksumKey)
            .update(
              `amount=${amount}&cancelUrl=${cancelUrl}&description=${description}&orderCode=${orderCode}&returnUrl=${returnUrl}`,
            )
            .digest('hex');
          if (signature !== expected) return envelope(res, 200, null, '201', 'Chữ ký không hợp lệ');
          if (requests.has(orderCode)) return envelope(res, 200, null, '231', 'Đơn thanh toán đã tồn tại');
          const request = {
            orderCode,
            amount,
            description,
            returnUrl,
            cancelUrl,
            expiredAt: expiredAt ?? null,
            paymentLinkId: `demo${orderCode}`,
            status: 'PENDING',
            createdAt: Date.now(),
            transactions: [],
            cancellationReason: null,
            canceledAt: null,
          };
          requests.set(orderCode, request);
          return envelope(res, 200, {
            bin: '970436',
            accountNumber: '0000123456789',
            accountName: 'TAI KHOAN DEMO KHONG CHUYEN TIEN',
            amount,
            description,
            orderCode,
            currency: 'VND',
            paymentLinkId: request.paymentLinkId,
            status: 'PENDING',
            expiredAt: request.expiredAt,
            checkoutUrl: `${address}/thanh-toan/${orderCode}`,
            qrCode: `DEMO-PAYOS-${orderCode}`,
          });
        }
        const request = requests.get(Number(match[1]));
        if (!request) return envelope(res, 200, null, '101', 'Không tìm thấy đơn thanh toán');
        if (match[2] && req.method === 'POST') {
          if (request.status === 'PENDING') {
            request.status = 'CANCELLED';
            request.cancellationReason = body.cancellationReason ?? null;
            request.canceledAt = new Date().toISOString();
          }
          return envelope(res, 200, linkOf(request));
        }
        if (request.status === 'PENDING' && request.expiredAt && request.expiredAt * 1000 < Date.now()) {
          request.status = 'EXPIRED';
        }
        return envelope(res, 200, linkOf(request));
      }
      const seen = /^\/_thu\/trang-thai\/(\d+)$/.exec(url.pathname);
      if (seen) {
        const request = requests.get(Number(seen[1]));
        res.writeHead(request ? 200 : 404, {'Content-Type': 'application/json'});
        res.end(JSON.stringify(request ? linkOf(request) : {}));
        return;
      }
      const control = /^\/_thu\/(tra|het-han)\/(\d+)$/.exec(url.pathname);
      if (control && req.method === 'POST') {
        if (control[1] === 'het-han') {
          const request = requests.get(Number(control[2]));
          if (request) request.status = 'EXPIRED';
          res.writeHead(request ? 200 : 404, {'Content-Type': 'application/json'}).end('{}');
          return;
        }
        const result = await pay(control[2], body);
        res.writeHead(200, {'Content-Type': 'application/json'}).end(JSON.stringify(result));
        return;
      }
      const page = /^\/thanh-toan\/(\d+)$/.exec(url.pathname);
      const request = page ? requests.get(Number(page[1])) : null;
      if (request && req.method === 'POST') {
        await pay(request.orderCode);
        res.writeHead(303, {Location: request.returnUrl}).end();
        return;
      }
      if (request) {
        res.writeHead(200, {'Content-Type': 'text/html; charset=utf-8'});
        res.end(`<!doctype html><html lang="vi"><meta charset="utf-8"><title>payOS thử: đơn ${request.orderCode}</title>
<body style="font-family:system-ui;max-width:32rem;margin:3rem auto">
<h1>Cổng thanh toán thử (không chuyển tiền thật)</h1>
<p>Đơn ${request.orderCode}: ${escape(request.amount.toLocaleString('vi-VN'))} ₫, nội dung <strong>${escape(request.description)}</strong>. Trạng thái: ${request.status}.</p>
<form method="post"><button type="submit">Thanh toán thử</button></form>
<p><a href="${escape(request.cancelUrl)}">Quay lại trang khóa học</a></p></body></html>`);
        return;
      }
      res.writeHead(404, {'Content-Type': 'application/json'}).end(JSON.stringify({code: '404', desc: 'Not found'}));
    } catch (error) {
      res.writeHead(500, {'Content-Type': 'application/json'}).end(JSON.stringify({code: '500', desc: String(error)}));
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  address = `http://127.0.0.1:${server.address().port}`;
  return {address, requests, pay, stop: () => new Promise((resolve) => server.close(resolve))};
}
