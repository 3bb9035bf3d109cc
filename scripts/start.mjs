#!/usr/bin/env node
/**
 * `npm start`: the site in development (http://localhost:3000) together with
 * the Firebase Auth and Functions emulators, so Google sign-in and members
 * content work locally with no Firebase project and no internet, and the
 * local Firestore stand-in, so course sign-ups (/api/dang-ky) work too, and a local mail
 * inbox (MailDev) that receives every mail the site sends, and the payOS stand-in
 * (scripts/lib/payosStandIn.mjs): "Thanh toán thử" on its checkout page pays a sign-up.
 */
import {apiPathsFromData} from '../functions/scripts/build-site-data.mjs';
import {buildFunctions, runInEmulatorsWithFirestore} from './lib/emulators.mjs';
import {mailJobsUrl, startMailInbox, tickMailJobs} from './lib/localMail.mjs';
import {startPayosStandIn} from './lib/payosStandIn.mjs';

const SITE = 'http://localhost:3000';

buildFunctions();
const paths = await apiPathsFromData();
const stopInbox = startMailInbox();
// The jobs of the minute, the payments' reconciliation among them.
const stopTicking = tickMailJobs(`${mailJobsUrl(paths.DEMO_MAIL_JOBS_API)}?jobs=sweep,reminders,digest,payments`);
const payos = await startPayosStandIn({webhookUrl: mailJobsUrl(paths.PAYOS_WEBHOOK_API)});
console.log(`Cổng payOS thử: ${payos.address} (trang thanh toán thử mở từ trang đăng ký thành công)`);
const extra = process.argv.slice(2).join(' ');
let code = 1;
try {
  code = await runInEmulatorsWithFirestore(
    'auth,functions',
    `npx docusaurus start --host localhost --port 3000 ${extra}`,
    // The mails' links lead to the development site.
    {SITE_URL: SITE},
  );
} finally {
  stopTicking();
  stopInbox();
  await payos.stop();
}
process.exit(code);
