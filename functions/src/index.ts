import {onRequest} from 'firebase-functions/v2/https';
import {onSchedule} from 'firebase-functions/v2/scheduler';
import {logger} from 'firebase-functions';
import {initializeApp} from 'firebase-admin/app';
import {getAppCheck} from 'firebase-admin/app-check';
import {getAuth} from 'firebase-admin/auth';
import {getFirestore} from 'firebase-admin/firestore';
import {APP_CHECK_HEADER, demoAppCheckVerifier, mintDemoAppCheckToken, type AppCheckVerifier} from './appCheck';
import {classroomRoute, handleClassroomRequest} from './classroomApi';
import {handleCspReport, isCspReportPath} from './cspReport';
import type {SignedInRequest} from './jsonBody';
import {handleLearningSpaceRequest, learningSpaceUid} from './learningSpaceApi';
import {firestoreLearningSpaceStore} from './learningSpaceStore';
import {handleMembersRequest, memberPageKey} from './membersApi';
import {handleOwnerRequest, ownerRoute} from './ownerApi';
import {firestoreIsEnrolled, firestoreOwnerStore} from './ownerStore';
import {bankAccountFrom, paymentFor} from './paymentSettings';
import {courseCatalog} from './generated/courseCatalog';
import {courseLessons} from './generated/courseLessons';
import {DEMO_APP_CHECK_TOKEN_API, DEMO_MAIL_JOBS_API, PAYOS_WEBHOOK_API} from './generated/apiPaths';
import {handleWebhook} from './payments/paymentApi';
import {firestorePaymentStore} from './payments/paymentStore';
import {paymentService} from './payments/service';
import {sendOwnerDigest, sendQuestionDigest, sendReminders, DIGEST_HOUR} from './mail/jobs';
import {handleQuestionsRequest, questionsRoute} from './questions/questionsApi';
import {firestoreQuestionStore} from './questions/questionStore';
import {handleMailRequest, mailRoute} from './mail/mailApi';
import {mailService, siteUrlFrom} from './mail/service';
import {courseSlugs} from './generated/courseSlugs';
import {clientAddress, FixedWindowRateLimiter} from './rateLimit';
import {firestoreCounterStore} from './rateLimitStore';
import {handleSignupRequest, isSignupPath} from './signupApi';
import {generateReferenceCode, signupDocId} from './signupCode';
import {firestoreSignupStore} from './signupStore';

initializeApp();

const MINUTE = 60 * 1000;
/** Sign-up requests (valid or not) per client address: 10 per 10 minutes, shared by every instance. */
export const ADDRESS_LIMIT = {name: 'ip', limit: 10, windowMs: 10 * MINUTE};
/** Valid sign-ups per email address, from any client: 5 per hour. */
export const EMAIL_LIMIT = {name: 'email', limit: 5, windowMs: 60 * MINUTE};
const DAY = 24 * 60 * MINUTE;
/** New questions per member: 10 a day, plenty for a learner and little for a flood. */
export const QUESTION_MEMBER_LIMIT = {name: 'hoi', limit: 10, windowMs: DAY};
/** Questions sent from one client address (new, repeated or refused): 30 a day, for a household or a class. */
export const QUESTION_ADDRESS_LIMIT = {name: 'hoidiachi', limit: 30, windowMs: DAY};

/** The lessons one may ask under: course → its lessons' slugs. */
const LESSON_SLUGS = Object.fromEntries(
  Object.entries(courseLessons).map(([course, lessons]) => [course, lessons.map((lesson) => lesson.slug)]),
);

/**
 * How many X-Forwarded-For entries from the right the platform writes (see
 * clientAddress in rateLimit.ts and ARCHITECTURE.md, "Rate limit"): 3 behind Firebase
 * Hosting (client as seen by the CDN, the CDN, Google's front end); 1 in the
 * emulator, where nothing is appended and the test stands in for the proxy.
 * API_TRUSTED_PROXY_HOPS overrides it.
 */
const TRUSTED_HOPS = Number(process.env.API_TRUSTED_PROXY_HOPS ?? (process.env.FUNCTIONS_EMULATOR === 'true' ? 1 : 3));

/** The project: GCLOUD_PROJECT is set by Cloud Functions and by the emulator. */
const PROJECT_ID = process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? '';
/**
 * The demo seams (App Check tokens, appCheck.ts; the mail jobs' path): only in the Functions
 * emulator, only for a demo- project.
 */
const DEMO = process.env.FUNCTIONS_EMULATOR === 'true' && PROJECT_ID.startsWith('demo-');
const verifyAppCheck: AppCheckVerifier = DEMO
  ? demoAppCheckVerifier(PROJECT_ID)
  : async (token) => ({appId: (await getAppCheck().verifyToken(token)).appId});
/**
 * Secret Manager secrets of a deployed function (DEPLOYING.md); the emulator reads demo values from
 * .env. payOS's are declared only when PAYOS_ENABLED=true (functions/.env.<project>), so a project
 * without payOS deploys without them and keeps the manual VietQR path.
 */
const PAYOS_SECRETS = ['PAYOS_CLIENT_ID', 'PAYOS_API_KEY', 'PAYOS_CHECKSUM_KEY'];
const SECRETS =
  process.env.FUNCTIONS_EMULATOR === 'true'
    ? []
    : ['SMTP_URL', 'MAIL_LINK_SECRET', ...(process.env.PAYOS_ENABLED === 'true' ? PAYOS_SECRETS : [])];

const mail = () => mailService(getFirestore(), process.env, (message, data) => logger.warn(message, data));

/** payOS (payments/service.ts), or null when its keys are not set: then the manual VietQR path. */
const payments = (service = mail()) => {
  return paymentService(getFirestore(), process.env, {
    siteUrl: siteUrlFrom(process.env),
    afterMove: (move, now) => service.afterGatewayMove(move, now),
    log: (message, data) => logger.warn(message, data),
  });
};

/**
 * The site's API, reached through Firebase Hosting's rewrite of /api/** (the
 * paths: src/data/apiPaths.ts, copied into generated/apiPaths.ts by the build).
 * In the emulator, firebase-admin verifies emulator tokens by itself
 * (FIREBASE_AUTH_EMULATOR_HOST is set by the emulator suite) and talks to
 * Firestore at FIRESTORE_EMULATOR_HOST when that is set (scripts/lib/emulators.mjs
 * sets it for the local Firestore stand-in); in production it uses Firestore.
 */
export const api = onRequest({region: 'us-central1', maxInstances: 10, secrets: SECRETS}, async (req, res) => {
  // Express adds it before our code runs; it only advertises the stack.
  res.removeHeader('X-Powered-By');
  res.set('Cache-Control', 'private, no-store');
  try {
    await route(req, res);
  } catch (error) {
    // Firestore or Auth unreachable: still a JSON answer the site can show.
    logger.error('Lỗi không mong đợi trong API', {error: String(error)});
    if (!res.headersSent) {
      res
        .set('Retry-After', '60')
        .status(503)
        .json({ok: false, error: 'Máy chủ đang gặp sự cố. Vui lòng thử lại sau ít phút.'});
    }
  }
});

type Req = Parameters<Parameters<typeof onRequest>[0]>[0];
type Res = Parameters<Parameters<typeof onRequest>[0]>[1];

/**
 * A member's ID token, checked for revocation too: a disabled account, a token issued before a
 * revocation and an owner removed with `npm run owners -- remove` are refused at once.
 */
const verifyIdToken = (token: string) => getAuth().verifyIdToken(token, true);

/** What the endpoints for signed-in people read of a request. */
function signedInRequest(req: Req): SignedInRequest {
  return {
    method: req.method,
    path: req.path,
    authorization: req.get('authorization'),
    appCheckToken: req.get(APP_CHECK_HEADER),
    contentType: req.get('content-type'),
    contentLength: req.get('content-length'),
    rawBody: req.rawBody,
  };
}

/** An endpoint's answer as JSON, with its headers (Allow, Retry-After…) when it has any. */
function sendJson(res: Res, result: {status: number; headers?: Record<string, string>; body: unknown}): void {
  if (result.headers) res.set(result.headers);
  res.status(result.status).json(result.body);
}

async function route(req: Req, res: Res): Promise<void> {
  if (DEMO && req.path === DEMO_APP_CHECK_TOKEN_API) {
    res.status(200).json({token: mintDemoAppCheckToken(PROJECT_ID), ttlMillis: 3600 * 1000});
    return;
  }
  if (DEMO && req.path === DEMO_MAIL_JOBS_API) {
    // The emulator schedules nothing: `npm start` and the tests run the jobs here, at the time given.
    const now = Number(req.query.now) || Date.now();
    const asked = String(req.query.jobs ?? MAIL_JOBS.join(',')).split(',');
    const done = await runMailJobs(
      now,
      MAIL_JOBS.filter((job) => asked.includes(job)),
    );
    res
      .status(200)
      .json(asked.includes('payments') ? {...done, payments: (await payments()?.reconcile(now)) ?? null} : done);
    return;
  }
  if (req.path === PAYOS_WEBHOOK_API) {
    const result = await handleWebhook(
      {
        method: req.method,
        contentType: req.get('content-type'),
        contentLength: req.get('content-length'),
        rawBody: req.rawBody,
      },
      payments()?.webhook(Date.now) ?? {verify: null, apply: async () => 'replay'},
    );
    sendJson(res, result);
    return;
  }
  if (isCspReportPath(req.path)) {
    const result = handleCspReport(
      {
        method: req.method,
        contentType: req.get('content-type'),
        contentLength: req.get('content-length'),
        rawBody: req.rawBody,
      },
      (violation) => logger.warn('Vi phạm Content-Security-Policy', violation),
    );
    res.set(result.headers).status(result.status);
    if (result.body) res.json(result.body);
    else res.end();
    return;
  }
  if (isSignupPath(req.path)) {
    const db = getFirestore();
    const counters = firestoreCounterStore(db);
    const result = await handleSignupRequest(
      {
        method: req.method,
        contentType: req.get('content-type'),
        contentLength: req.get('content-length'),
        rawBody: req.rawBody,
        appCheckToken: req.get(APP_CHECK_HEADER),
        trap: req.get('x-form-trap'),
        elapsedMs: req.get('x-form-elapsed-ms'),
      },
      {
        courseSlugs,
        verifyAppCheck,
        logBot: (reason) => logger.info('Bẫy chống bot chặn một đăng ký: không lưu gì', {reason}),
        clientAddress: clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress, TRUSTED_HOPS),
        limitAddress: (address) => new FixedWindowRateLimiter(ADDRESS_LIMIT, counters).hit(address),
        limitEmail: (email) => new FixedWindowRateLimiter(EMAIL_LIMIT, counters).hit(email),
        store: firestoreSignupStore(db),
        newCode: () => generateReferenceCode(),
        payment: (course, maThamChieu) =>
          paymentFor(
            bankAccountFrom(process.env),
            courseCatalog.find((entry) => entry.slug === course)?.price ?? null,
            maThamChieu,
          ),
        checkout: async (docId, record) => (await payments()?.checkout(docId, record, Date.now())) ?? null,
        sendMails: (record, payment, checkout) => mail().afterSignup(record, payment, Date.now(), checkout),
        logDuplicate: (docId, maThamChieu) =>
          logger.info('Đăng ký trùng email và khóa học: không lưu gì thêm', {docId, maThamChieu}),
        logError: (message, error) =>
          logger.error(message, {code: (error as {code?: unknown})?.code, error: String(error)}),
      },
    );
    res.set(result.headers).status(result.status).json(result.body);
    return;
  }
  if (learningSpaceUid(req.path) !== null) {
    const result = await handleLearningSpaceRequest(signedInRequest(req), {
      verifyIdToken,
      verifyAppCheck,
      store: firestoreLearningSpaceStore(getFirestore()),
      // The member's mail preferences and questions go with the rest of their data.
      onDeleteAll: async (member) => {
        await mail().eraseMember(member.uid, member.email ?? '');
        await firestoreQuestionStore(getFirestore()).eraseMember(member.uid);
      },
      now: Date.now,
    });
    sendJson(res, result);
    return;
  }
  if (mailRoute(req.path) !== null) {
    const service = mail();
    const result = await handleMailRequest(
      {...signedInRequest(req), token: req.query.t},
      {verifyIdToken, verifyAppCheck, store: service.mailStore, linkSecret: service.linkSecret, now: Date.now},
    );
    sendJson(res, result);
    return;
  }
  if (questionsRoute(req.path) !== null) {
    const db = getFirestore();
    const counters = firestoreCounterStore(db);
    const address = clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress, TRUSTED_HOPS);
    const result = await handleQuestionsRequest(
      {...signedInRequest(req), page: req.query.p},
      {
        verifyIdToken,
        verifyAppCheck,
        store: firestoreQuestionStore(db),
        lessons: LESSON_SLUGS,
        isEnrolled: (email, course) => firestoreIsEnrolled(db, signupDocId(email, course)),
        limitMember: (uid) => new FixedWindowRateLimiter(QUESTION_MEMBER_LIMIT, counters).hit(uid),
        limitAddress: () => new FixedWindowRateLimiter(QUESTION_ADDRESS_LIMIT, counters).hit(address),
        // The answer is stored: a mail that cannot be written is logged, and the answer still stands.
        // The mail service is made here only: readers' requests for a page's questions need none.
        afterAnswer: (after) =>
          mail()
            .afterAnswer(after, Date.now())
            .catch((error: unknown) =>
              logger.warn('Không ghi được thư báo câu trả lời', {id: after.id, error: String(error)}),
            ),
        now: Date.now,
      },
    );
    sendJson(res, result);
    return;
  }
  if (ownerRoute(req.path) !== null) {
    const service = mail();
    const ownerMail = service.ownerMail(Date.now);
    const gateway = payments(service);
    const result = await handleOwnerRequest(signedInRequest(req), {
      verifyIdToken,
      verifyAppCheck,
      store: firestoreOwnerStore(getFirestore()),
      bank: bankAccountFrom(process.env),
      // A cancelled sign-up cancels its payOS request; an erasure scrubs the payment records too.
      mail: {
        ...ownerMail,
        afterMove: async (move) => {
          await ownerMail.afterMove(move);
          await gateway?.afterMove(move);
        },
        erase: async (email) => {
          await ownerMail.erase(email);
          // With or without payOS: the person's audit and payment records lose what links them back.
          await firestorePaymentStore(getFirestore()).erase(courseSlugs.map((slug) => signupDocId(email, slug)));
        },
      },
      review: async () => (await gateway?.review(100)) ?? [],
      noticeModes: service.noticeModes,
      now: Date.now,
    });
    sendJson(res, result);
    return;
  }
  if (classroomRoute(req.path) !== null) {
    const result = await handleClassroomRequest(signedInRequest(req), {
      verifyIdToken,
      verifyAppCheck,
      // The sign-up's id is derived from the email and the course: one read, no query.
      isEnrolled: (email, course) => firestoreIsEnrolled(getFirestore(), signupDocId(email, course)),
    });
    sendJson(res, result);
    return;
  }
  const key = memberPageKey(req.path);
  if (key !== null) {
    if (req.method !== 'GET') {
      res.set('Allow', 'GET').status(405).json({error: 'Phương thức không được hỗ trợ.'});
      return;
    }
    const result = await handleMembersRequest(
      key,
      req.get('authorization'),
      verifyIdToken,
      req.get(APP_CHECK_HEADER),
      verifyAppCheck,
    );
    sendJson(res, result);
    return;
  }
  res.status(404).json({error: 'Không tìm thấy địa chỉ API này.'});
}

const MAIL_JOBS = ['sweep', 'reminders', 'digest', 'questions'] as const;
type MailJob = (typeof MAIL_JOBS)[number];

/** Runs mail jobs at `now`: what each did. */
async function runMailJobs(now: number, jobs: readonly MailJob[]) {
  const service = mail();
  const done: Partial<Record<MailJob, number>> = {};
  if (jobs.includes('sweep')) done.sweep = await service.outbox.sweep(now);
  // Reminders carry a signed unsubscribe link: none without the key.
  if (jobs.includes('reminders') && service.linkSecret) done.reminders = await sendReminders(service.jobs, now);
  if (jobs.includes('digest')) done.digest = await sendOwnerDigest(service.jobs, now);
  // The digests carry a signed unsubscribe link too.
  if (jobs.includes('questions') && service.linkSecret) done.questions = await sendQuestionDigest(service.jobs, now);
  return done;
}

/** Each run sends one mail at a time, at most a sweep's batch: five minutes leave room for slow servers. */
const SCHEDULE = {region: 'us-central1', timeZone: 'Asia/Ho_Chi_Minh', secrets: SECRETS, timeoutSeconds: 300};

/** Delivers what waits in the outbox: retries after an outage, claims whose sender died. */
export const guiThu = onSchedule({...SCHEDULE, schedule: 'every 1 minutes'}, async () => {
  await runMailJobs(Date.now(), ['sweep']);
});

/** The review reminders of the hour (members choose the hour, Vietnam time). */
export const nhacOnTap = onSchedule({...SCHEDULE, schedule: '0 * * * *'}, async () => {
  await runMailJobs(Date.now(), ['reminders']);
});

/** The owner's daily digest of sign-ups, when chosen in the desk. */
export const tongHopDangKy = onSchedule({...SCHEDULE, schedule: `0 ${DIGEST_HOUR} * * *`}, async () => {
  await runMailJobs(Date.now(), ['digest']);
});

/** The owner's daily digest of new questions. */
export const tongHopCauHoi = onSchedule({...SCHEDULE, schedule: `0 ${DIGEST_HOUR} * * *`}, async () => {
  await runMailJobs(Date.now(), ['questions']);
});

/** Asks payOS about payment requests whose webhook has not come: paid ones are confirmed. */
export const doiSoatThanhToan = onSchedule({...SCHEDULE, schedule: 'every 5 minutes'}, async () => {
  const result = await payments()?.reconcile(Date.now());
  if (result?.confirmed) logger.info('Đối soát payOS xác nhận thanh toán', result);
});
