import {onRequest} from 'firebase-functions/v2/https';
import {logger} from 'firebase-functions';
import {initializeApp} from 'firebase-admin/app';
import {getAuth} from 'firebase-admin/auth';
import {getFirestore} from 'firebase-admin/firestore';
import {handleMembersRequest, memberPageKey} from './membersApi';
import {clientKey, SlidingWindowRateLimiter} from './rateLimit';
import {handleSignupRequest, isSignupPath} from './signupApi';
import {generateReferenceCode} from './signupCode';
import {firestoreSignupStore} from './signupStore';

initializeApp();

/** 5 sign-up requests per client per 10 minutes, remembered per function instance (see rateLimit.ts). */
const signupLimiter = new SlidingWindowRateLimiter({limit: 5, windowMs: 10 * 60 * 1000});

/**
 * The site's API, reached through Firebase Hosting's rewrite of /api/**.
 * In the emulator, firebase-admin verifies emulator tokens by itself
 * (FIREBASE_AUTH_EMULATOR_HOST is set by the emulator suite) and talks to
 * Firestore at FIRESTORE_EMULATOR_HOST when that is set (scripts/lib/emulators.mjs
 * sets it for the local Firestore stand-in); in production it uses Firestore.
 */
export const api = onRequest({region: 'us-central1', maxInstances: 10}, async (req, res) => {
  res.set('Cache-Control', 'private, no-store');
  if (isSignupPath(req.path)) {
    const result = await handleSignupRequest(
      {
        method: req.method,
        contentType: req.get('content-type'),
        contentLength: req.get('content-length'),
        rawBody: req.rawBody,
      },
      {
        clientKey: clientKey(req.headers['x-forwarded-for'], req.ip),
        limiter: signupLimiter,
        store: firestoreSignupStore(getFirestore()),
        newCode: () => generateReferenceCode(),
        logError: (message, error) => logger.error(message, {code: (error as {code?: unknown})?.code, error: String(error)}),
      },
    );
    res.set(result.headers).status(result.status).json(result.body);
    return;
  }
  const key = memberPageKey(req.path);
  if (key !== null) {
    if (req.method !== 'GET') {
      res.set('Allow', 'GET').status(405).json({error: 'Phương thức không được hỗ trợ.'});
      return;
    }
    const result = await handleMembersRequest(key, req.get('authorization'), (token) => getAuth().verifyIdToken(token));
    res.status(result.status).json(result.body);
    return;
  }
  res.status(404).json({error: 'Không tìm thấy địa chỉ API này.'});
});
