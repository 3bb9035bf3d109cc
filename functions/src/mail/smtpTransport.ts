/**
 * The SMTP connection that delivers the outbox, from SMTP_URL (a Secret Manager secret in
 * production, e.g. smtps://user:password@smtp.example.com:465; the demo value in
 * functions/.env.demo-learn-anything points at the local inbox). In the emulator only a
 * loopback server is accepted, so no mail leaves a developer's machine.
 */
import nodemailer from 'nodemailer';
import type {SendMail} from './outboxStore';

/** The sender every mail shows. MAIL_FROM overrides it. */
export const DEFAULT_FROM = 'Learn Anything <xinchao@learn-anything.vn>';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** The transport, or null when no SMTP server is configured (mails then wait in the outbox). */
export function smtpSender(env: Record<string, string | undefined>): SendMail | null {
  const url = env.SMTP_URL?.trim();
  if (!url) return null;
  const {protocol, hostname, port, username, password} = new URL(url);
  if (env.FUNCTIONS_EMULATOR === 'true' && !LOOPBACK.has(hostname)) {
    throw new Error(`SMTP_URL trong trình giả lập phải là máy này (127.0.0.1), không phải ${hostname}.`);
  }
  const secure = protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    host: hostname,
    port: Number(port) || (secure ? 465 : 587),
    secure,
    auth: username ? {user: decodeURIComponent(username), pass: decodeURIComponent(password)} : undefined,
    // A server that does not answer fails fast: the mail waits for the next sweep.
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 15_000,
  });
  const from = env.MAIL_FROM?.trim() || DEFAULT_FROM;
  return async (message) => {
    const info = await transport.sendMail({...message, from});
    return {messageId: String(info.messageId), response: String(info.response)};
  };
}
