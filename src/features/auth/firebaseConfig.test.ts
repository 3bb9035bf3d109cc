import {describe, expect, it} from 'vitest';
import {DEMO_APP_CHECK_TOKEN_API} from '../../data/apiPaths';
import {resolveFirebaseSettings} from './firebaseConfig';

describe('resolveFirebaseSettings', () => {
  it('uses the local Auth emulator and a demo project by default', () => {
    expect(resolveFirebaseSettings({})).toEqual({
      config: {
        apiKey: 'demo-api-key',
        authDomain: 'demo-learn-anything.firebaseapp.com',
        projectId: 'demo-learn-anything',
      },
      authEmulatorUrl: 'http://127.0.0.1:9099',
      appCheck: {provider: 'demo', tokenPath: DEMO_APP_CHECK_TOKEN_API},
    });
  });

  it('honours FIREBASE_AUTH_EMULATOR_HOST', () => {
    expect(resolveFirebaseSettings({FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9199'}).authEmulatorUrl).toBe(
      'http://localhost:9199',
    );
  });

  it('uses the production config when given, without the emulator', () => {
    expect(
      resolveFirebaseSettings({
        FIREBASE_API_KEY: 'AIza-key',
        FIREBASE_PROJECT_ID: 'learn-anything-vn',
        FIREBASE_APP_ID: '1:123:web:abc',
      }),
    ).toEqual({
      config: {
        apiKey: 'AIza-key',
        authDomain: 'learn-anything-vn.firebaseapp.com',
        projectId: 'learn-anything-vn',
        appId: '1:123:web:abc',
      },
      authEmulatorUrl: null,
      appCheck: null,
    });
  });

  it('uses reCAPTCHA Enterprise for App Check when FIREBASE_APP_CHECK_SITE_KEY is set', () => {
    expect(
      resolveFirebaseSettings({
        FIREBASE_API_KEY: 'k',
        FIREBASE_PROJECT_ID: 'p',
        FIREBASE_APP_CHECK_SITE_KEY: '6Lc-site-key',
      }).appCheck,
    ).toEqual({provider: 'recaptcha-enterprise', siteKey: '6Lc-site-key'});
  });
});
