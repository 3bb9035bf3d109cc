/**
 * Firebase App Check in the browser. Imported only with `import()` (see
 * appCheckToken.ts), by the pages that call the API: the sign-up form when it
 * is sent, the members pages when they load their content. Other pages never
 * download it, and the reCAPTCHA Enterprise script it adds in production is
 * loaded by this chunk, not by the page.
 */
import {getApps, initializeApp} from 'firebase/app';
import {
  CustomProvider,
  ReCaptchaEnterpriseProvider,
  getToken,
  initializeAppCheck,
  type AppCheck,
} from 'firebase/app-check';
import type {AppCheckSettings, FirebaseSettings} from './firebaseConfig';

let appCheck: AppCheck | null = null;

function provider(settings: NonNullable<AppCheckSettings>) {
  if (settings.provider === 'recaptcha-enterprise') return new ReCaptchaEnterpriseProvider(settings.siteKey);
  // Emulator build: demo tokens from the Functions emulator (functions/src/appCheck.ts).
  return new CustomProvider({
    getToken: async () => {
      const response = await fetch(settings.tokenPath, {headers: {Accept: 'application/json'}});
      if (!response.ok) throw new Error(`App Check demo token: ${response.status}`);
      const {token, ttlMillis} = (await response.json()) as {token: string; ttlMillis: number};
      return {token, expireTimeMillis: Date.now() + ttlMillis};
    },
  });
}

/** A current App Check token (cached and refreshed by the SDK). */
export async function appCheckToken(settings: FirebaseSettings): Promise<string> {
  if (!settings.appCheck) throw new Error('App Check is not configured for this build');
  if (!appCheck) {
    const app = getApps()[0] ?? initializeApp(settings.config);
    appCheck = initializeAppCheck(app, {provider: provider(settings.appCheck), isTokenAutoRefreshEnabled: true});
  }
  return (await getToken(appCheck)).token;
}
