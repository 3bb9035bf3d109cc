import {describe, expect, it} from 'vitest';
import {
  cancelledMail,
  MAIL_PATHS,
  ownerDigestMail,
  ownerSignupMail,
  paidMail,
  reminderMail,
  signupMail,
  type SignupFacts,
} from './mails';
import {verifyUnsubscribeToken} from './unsubscribe';

const context = {siteUrl: 'https://learn-anything.vn', linkSecret: 'bi-mat-thu-nghiem', now: Date.UTC(2026, 10, 28)};
const hostile: SignupFacts = {
  hoTen: 'Nguyễn <script>alert(1)</script> Thị Ánh',
  email: 'anh@example.com',
  soDienThoai: '+84901234567',
  khoaHoc: 'obsidian-flow',
  ghiChu: '"><img src=x onerror=alert(2)>',
  maThamChieu: 'LA-ABC234',
};
const payment = {bin: '970436', account: '0000123456789', name: 'TAI KHOAN DEMO', amount: 790000, memo: 'LA-ABC234'};

const links = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));

describe('the mails', () => {
  it('tell the buyer the course, fee, code, how to pay, with the VietQR image and the refund rule', async () => {
    const mail = await signupMail(context, hostile, payment);
    expect(mail.id).toBe('dangKy_LA-ABC234');
    expect(mail.to).toBe('anh@example.com');
    expect(mail.subject).toContain('LA-ABC234');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Obsidian');
      expect(part).toContain('790.000 ₫');
      expect(part).toContain('LA-ABC234');
      expect(part).toContain('Vietcombank');
      expect(part).toMatch(/hoàn toàn bộ học phí/);
    }
    const [qr] = mail.attachments!;
    expect(Buffer.from(qr.content, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(mail.html).toContain(`src="cid:${qr.cid}"`);
    // A direct answer to the person's own sign-up: no unsubscribe header.
    expect(mail.headers).toBeUndefined();
  });

  it('escape what a person typed', async () => {
    const owner = await ownerSignupMail(context, 'chu@example.com', hostile);
    for (const mail of [owner, await signupMail(context, hostile, payment)]) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<img src=x');
    }
    expect(owner.html).toContain('&lt;script&gt;');
  });

  it('carry the payOS checkout link and its own QR when the gateway made a request', async () => {
    const checkout = {checkoutUrl: 'https://pay.payos.vn/web/abc123', qrCode: '000201010212-payos-thu'};
    const withGateway = await signupMail(context, hostile, payment, checkout);
    const without = await signupMail(context, hostile, payment);
    for (const part of [withGateway.html, withGateway.text]) expect(part).toContain(checkout.checkoutUrl);
    expect(without.html).not.toContain('payos');
    expect(withGateway.attachments![0].content).not.toBe(without.attachments![0].content);
  });

  it('link only to absolute addresses of the site (or mail addresses)', async () => {
    const mails = await Promise.all([
      signupMail(context, hostile, payment),
      ownerSignupMail(context, 'chu@example.com', hostile),
      ownerDigestMail(context, 'chu@example.com', '2026-11-28', [hostile]),
      paidMail(context, 'su-kien', hostile),
      cancelledMail(context, 'su-kien', hostile),
      reminderMail(context, 'uid1', 'ban@example.com', '2026-11-28', 12),
    ]);
    for (const mail of mails) {
      expect(mail.html).toMatch(/<html[^>]*lang="vi"/);
      expect(mail.text.length).toBeGreaterThan(100);
      for (const href of links(mail.html)) expect(href).toMatch(/^(https:\/\/learn-anything\.vn(\/|$)|mailto:)/);
    }
    expect(links(mails[3].html)).toContain(`https://learn-anything.vn${MAIL_PATHS.classroom}`);
    expect(links(mails[5].html)).toContain(`https://learn-anything.vn${MAIL_PATHS.review}`);
  });

  it('carry one-click unsubscribe, signed for the recipient, on mails the person did not ask for', async () => {
    const reminder = await reminderMail(context, 'uid1', 'ban@example.com', '2026-11-28', 12);
    expect(reminder.id).toBe('nhacOnTap_uid1_2026-11-28');
    expect(reminder.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = /^<(.*)>$/.exec(reminder.headers!['List-Unsubscribe'])![1];
    expect(url.startsWith(`https://learn-anything.vn${MAIL_PATHS.unsubscribeApi}?t=`)).toBe(true);
    const token = new URL(url).searchParams.get('t');
    expect(verifyUnsubscribeToken(token, context.linkSecret, context.now)).toMatchObject({
      ok: true,
      claim: {email: 'ban@example.com', topic: 'nhacOnTap'},
    });
    expect(reminder.text).toContain('12 câu');
    const footer = links(reminder.html).find((href) => href.includes(MAIL_PATHS.unsubscribePage));
    expect(footer).toBeDefined();
  });
});
