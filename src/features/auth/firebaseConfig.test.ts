import {describe, expect, it} from 'vitest';
import {resolveFirebaseSettings} from './firebaseConfig';

describe('resolveFirebaseSettings', () => {
  it('uses the local Auth emulator and a demo project by default', () => {
    expect(resolveFirebaseSettings({})).toEqual({
      config: {apiKey: 'demo-api-key', authDomain: 'demo-learn-anything.firebaseapp.com', projectId: 'demo-learn-anything'},
      authEmulatorUrl: 'http://127.0.0.1:9099',
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
    });
  });
});
