import {createHash, randomInt} from 'node:crypto';

/**
 * Letters and digits that cannot be misread when a reference code is copied
 * by hand or read over the phone: no 0/O, 1/I/L. 31 symbols, so 6 of them give
 * about 887 million codes. Codes are a convenience for matching a bank
 * transfer to a sign-up, not an identifier: uniqueness is not enforced.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_LENGTH = 6;
export const REFERENCE_PREFIX = 'LA-';
export const REFERENCE_PATTERN = new RegExp(`^${REFERENCE_PREFIX}[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/** `LA-` + 6 symbols drawn uniformly (crypto.randomInt) from the alphabet above. */
export function generateReferenceCode(pick: (max: number) => number = randomInt): string {
  let code = REFERENCE_PREFIX;
  for (let i = 0; i < REFERENCE_LENGTH; i += 1) code += REFERENCE_ALPHABET[pick(REFERENCE_ALPHABET.length)];
  return code;
}

/**
 * Firestore document id of a sign-up: the course slug and a SHA-256 of the
 * normalised (trimmed, lower-cased) email. One email can sign up once per
 * course; the id keeps the address itself out of document paths and logs,
 * and never contains characters Firestore ids forbid (/, ., __x__).
 */
export function signupDocId(email: string, course: string): string {
  return `${course}_${createHash('sha256').update(email, 'utf8').digest('hex')}`;
}
