/**
 * The paths of the site's API: the one Cloud Function `api` (functions/src/index.ts)
 * behind Firebase Hosting's rewrite of `${API_PREFIX}/**` (firebase.json).
 *
 * The only place each path is written: the site, the plugins and the tests
 * import this file; the functions get a copy written from it when they are built
 * (functions/scripts/build-site-data.mjs → functions/src/generated/apiPaths.ts),
 * so it must stay without imports.
 */

/** Everything under it goes to the function (the Hosting rewrite, the dev server's proxy). */
export const API_PREFIX = '/api';
/** GET: the members pages' text, `${MEMBERS_API}/tai-nguyen/x` for /tai-nguyen/x. */
export const MEMBERS_API = `${API_PREFIX}/members`;
/** GET, POST, DELETE `${LEARNING_SPACE_API}/<uid>`: a member's learning space. */
export const LEARNING_SPACE_API = `${API_PREFIX}/ca-nhan`;
/** The owner's desk (owners only): `${OWNER_API}/toi`, `/dang-ky`, `/trang-thai`, `/xoa-du-lieu`. */
export const OWNER_API = `${API_PREFIX}/quan-tri`;
/**
 * GET: the caller's courses; `${CLASSROOM_API}/<course>/<lesson>`: one lesson (students, owners; previews for
 * all); `${CLASSROOM_API}/on-tap`: their lessons' review items (CLASSROOM_REVIEW_API, in lessonPaths.ts).
 */
export const CLASSROOM_API = `${API_PREFIX}/lop-hoc`;
/** Mail: `${MAIL_API}/tuy-chon` (GET, PUT: a member's mail preferences), `${MAIL_API}/huy` (POST: unsubscribe). */
export const MAIL_API = `${API_PREFIX}/thu`;
/**
 * Questions under a page: `/trang?p=`, `/tat-ca` (public), `/bai-hoc?p=`, `/cua-toi`, `/xem-truoc`, `/hoi`
 * (members), `/quan-tri[/<id>]` (owners). functions/src/questions/questionsApi.ts.
 */
export const QUESTIONS_API = `${API_PREFIX}/hoi-dap`;
/** POST: the course sign-up. */
export const SIGNUP_API = `${API_PREFIX}/dang-ky`;
/** POST: payOS's webhook (anyone may call it; only deliveries signed with the checksum key act). */
export const PAYOS_WEBHOOK_API = `${API_PREFIX}/thanh-toan/payos`;
/** POST: Content-Security-Policy violation reports (report-uri, Reporting-Endpoints). */
export const CSP_REPORT_API = `${API_PREFIX}/csp-bao-cao`;
/** POST: runs the scheduled mail (and payment) jobs at `?now=<ms>`, only in the Functions emulator (nothing schedules there). */
export const DEMO_MAIL_JOBS_API = `${API_PREFIX}/lich-thu-thu`;
/** GET: demo App Check tokens, only in the Functions emulator. */
export const DEMO_APP_CHECK_TOKEN_API = `${API_PREFIX}/app-check-thu`;
