import type {FirebaseSettings} from './firebaseConfig';

/** The request header the API reads the App Check token from (functions/src/appCheck.ts). */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

/**
 * Headers carrying an App Check token, or no header when none could be had
 * (no configuration, reCAPTCHA blocked, offline): the API then answers 401 with
 * a message the page shows. Loads the App Check chunk on first use only.
 */
export async function appCheckHeaders(settings: FirebaseSettings | undefined): Promise<Record<string, string>> {
  if (!settings?.appCheck) return {};
  try {
    const {appCheckToken} = await import('./appCheckClient');
    return {[APP_CHECK_HEADER]: await appCheckToken(settings)};
  } catch {
    return {};
  }
}
