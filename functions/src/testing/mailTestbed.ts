/**
 * The mail side for one test file: the Firestore stand-in, a real SMTP server that parses what it
 * receives (tests/support/smtpInbox.ts), and the function's mail service delivering to it, with a
 * test key for the unsubscribe links and one owner address. Test support only (outside the build).
 */
import {startSmtpInbox, type SmtpInbox} from '../../../tests/support/smtpInbox';
import {mailService} from '../mail/service';
import {startTestFirestore} from './firestoreStandIn';

export interface MailTestbed {
  db: Awaited<ReturnType<typeof startTestFirestore>>['db'];
  inbox: SmtpInbox;
  service: ReturnType<typeof mailService>;
  stop(): Promise<void>;
}

/** Starts it all; `name` names the file's Admin app (unique per file). */
export async function startMailTestbed(name: string): Promise<MailTestbed> {
  const firestore = await startTestFirestore(name);
  const inbox = await startSmtpInbox();
  const service = mailService(
    firestore.db,
    {
      SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
      MAIL_LINK_SECRET: 'bi-mat-thu-nghiem',
      SITE_URL: 'https://learn-anything.vn',
      OWNER_NOTIFY_EMAIL: 'chu@example.com',
    },
    () => {},
  );
  return {
    db: firestore.db,
    inbox,
    service,
    async stop() {
      await inbox.stop();
      await firestore.stop();
    },
  };
}
