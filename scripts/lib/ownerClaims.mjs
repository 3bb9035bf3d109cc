/**
 * The pure part of `npm run owners` (scripts/owners.mjs): reading the command
 * line, choosing where the Admin SDK points, and the custom claims with the
 * owner role added or removed (other claims are kept as they are).
 */

export const OWNER_CLAIM = 'owner';

export const USAGE =
  'Cách dùng: npm run owners -- add <email> | remove <email> | list\n' +
  '  Trên máy: chạy trong emulator (FIREBASE_AUTH_EMULATOR_HOST, ví dụ 127.0.0.1:9099).\n' +
  '  Dự án thật: GOOGLE_APPLICATION_CREDENTIALS trỏ tới tệp khóa của tài khoản dịch vụ, và GCLOUD_PROJECT.';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `add|remove <email>` or `list`; an error message (Vietnamese) for anything else. */
export function parseOwnerArgs(argv) {
  const [command, email, ...rest] = argv;
  if (command === 'list' && email === undefined) return {ok: true, command};
  if ((command === 'add' || command === 'remove') && typeof email === 'string' && rest.length === 0) {
    const normalised = email.trim().toLowerCase();
    if (!EMAIL.test(normalised)) return {ok: false, error: `Địa chỉ email không hợp lệ: ${email}\n${USAGE}`};
    return {ok: true, command, email: normalised};
  }
  return {ok: false, error: USAGE};
}

/**
 * Where the Admin SDK goes: the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST
 * is set (project GCLOUD_PROJECT or the demo project), the real project when
 * GOOGLE_APPLICATION_CREDENTIALS is set, and nowhere otherwise: the tool never
 * guesses a production project.
 */
export function ownerTarget(env, demoProject) {
  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    return {ok: true, kind: 'emulator', projectId: env.GCLOUD_PROJECT || demoProject};
  }
  if (env.GOOGLE_APPLICATION_CREDENTIALS) {
    return {ok: true, kind: 'production', projectId: env.GCLOUD_PROJECT || env.GOOGLE_CLOUD_PROJECT || undefined};
  }
  return {
    ok: false,
    error:
      'Chưa biết làm việc với dự án nào: đặt FIREBASE_AUTH_EMULATOR_HOST (emulator) hoặc GOOGLE_APPLICATION_CREDENTIALS (dự án thật).',
  };
}

/** The user's custom claims with the owner role set or taken away; the other claims unchanged. */
export function claimsWithOwner(current, owner) {
  const claims = {...(current ?? {})};
  if (owner) claims[OWNER_CLAIM] = true;
  else delete claims[OWNER_CLAIM];
  return claims;
}

/** True when the claims give the owner role: exactly `owner: true`. */
export function isOwnerClaims(claims) {
  return claims?.[OWNER_CLAIM] === true;
}
