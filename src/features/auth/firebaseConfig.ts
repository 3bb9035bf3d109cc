import {DEMO_APP_CHECK_TOKEN_API} from '../../data/apiPaths';

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
}

/**
 * How the site gets Firebase App Check tokens for the API (sign-up and members):
 * reCAPTCHA Enterprise with the site key from FIREBASE_APP_CHECK_SITE_KEY in
 * production, or, in the emulator build, demo tokens from the Functions
 * emulator (functions/src/appCheck.ts). null: a production build without a
 * site key, whose API calls the function will refuse.
 */
export type AppCheckSettings =
  {provider: 'recaptcha-enterprise'; siteKey: string} | {provider: 'demo'; tokenPath: string} | null;

export interface FirebaseSettings {
  config: FirebaseWebConfig;
  /** Auth emulator origin, e.g. http://127.0.0.1:9099; null in production. */
  authEmulatorUrl: string | null;
  appCheck: AppCheckSettings;
}

export const DEMO_PROJECT_ID = 'demo-learn-anything';

/**
 * The Firebase web config from build-time environment variables. Without a
 * production config (FIREBASE_API_KEY and FIREBASE_PROJECT_ID), the site uses
 * a demo project against the local Auth emulator: no real project needed.
 */
export function resolveFirebaseSettings(env: Record<string, string | undefined>): FirebaseSettings {
  const {FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN, FIREBASE_PROJECT_ID, FIREBASE_APP_ID, FIREBASE_APP_CHECK_SITE_KEY} =
    env;
  if (FIREBASE_API_KEY && FIREBASE_PROJECT_ID) {
    return {
      config: {
        apiKey: FIREBASE_API_KEY,
        authDomain: FIREBASE_AUTH_DOMAIN ?? `${FIREBASE_PROJECT_ID}.firebaseapp.com`,
        projectId: FIREBASE_PROJECT_ID,
        ...(FIREBASE_APP_ID ? {appId: FIREBASE_APP_ID} : {}),
      },
      authEmulatorUrl: null,
      appCheck: FIREBASE_APP_CHECK_SITE_KEY
        ? {provider: 'recaptcha-enterprise', siteKey: FIREBASE_APP_CHECK_SITE_KEY}
        : null,
    };
  }
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  return {
    config: {apiKey: 'demo-api-key', authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`, projectId: DEMO_PROJECT_ID},
    authEmulatorUrl: `http://${emulatorHost}`,
    appCheck: {provider: 'demo', tokenPath: DEMO_APP_CHECK_TOKEN_API},
  };
}
