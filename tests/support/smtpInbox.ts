/**
 * A real SMTP server on loopback for tests (smtp-server), which parses every mail it accepts
 * with mailparser. It can be stopped and started again on the same port, to play an outage.
 */
import {simpleParser, type ParsedMail} from 'mailparser';
import {SMTPServer} from 'smtp-server';

export interface ReceivedMail {
  /** The SMTP envelope's recipients. */
  recipients: string[];
  /** The raw message, headers and all. */
  raw: string;
  parsed: ParsedMail;
}

export interface SmtpInbox {
  port: number;
  mails: ReceivedMail[];
  /** Resolves once `count` mails have arrived in total. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startSmtpInbox(port = 0): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  let server: SMTPServer | null = null;
  let boundPort = port;

  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw).then(
            (parsed) => {
              mails.push({
                recipients: session.envelope.rcptTo.map((r) => r.address),
                raw: raw.toString('utf8'),
                parsed,
              });
              for (const wake of waiters.splice(0)) wake();
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(boundPort, '127.0.0.1', () => resolve());
    });
    boundPort = (server as unknown as {server: {address(): {port: number}}}).server.address().port;
  };
  await start();

  return {
    get port() {
      return boundPort;
    },
    mails,
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`Chỉ nhận được ${mails.length}/${count} thư.`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, Math.min(left, 250));
        });
      }
      return mails;
    },
    async stop() {
      const current = server;
      server = null;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    start,
  };
}
