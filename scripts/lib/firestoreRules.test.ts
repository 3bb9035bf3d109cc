import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

// The local Firestore stand-in does not evaluate security rules and the real
// emulator cannot be downloaded here, so this is a static check of
// firestore.rules: the browser never talks to Firestore (the sign-ups and the
// learning space go through the Cloud Function), so the file must be exactly
// one deny-all rule. DEPLOYING.md, "Firestore", says how to check the deployed rules.

/** The rules without comments, every run of whitespace one space. */
function normalise(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\/\/.*$/gm, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const DENY_ALL = normalise(`
  rules_version = '2';
  service cloud.firestore {
    match /databases/{database}/documents {
      match /{document=**} {
        allow read, write: if false;
      }
    }
  }
`);

/** Why these rules are not a deny-all, or null when they are. */
function denyAllProblem(source: string): string | null {
  const rules = normalise(source);
  const allows = rules.match(/\ballow\b/g) ?? [];
  if (allows.length !== 1) return `${allows.length} câu allow (cần đúng một, "if false")`;
  if (rules !== DENY_ALL) return 'khác quy tắc chặn tất cả';
  return null;
}

const rules = readFileSync('firestore.rules', 'utf8');

describe('firestore.rules', () => {
  it('chỉ có một quy tắc: chặn mọi đọc và ghi trực tiếp vào mọi tài liệu, kể cả hocVien/{uid}/duLieu', () => {
    expect(denyAllProblem(rules)).toBeNull();
  });

  it.each([
    [
      'cho phép chủ sở hữu',
      rules.replace('allow read, write: if false;', 'allow read, write: if request.auth != null;'),
    ],
    [
      'thêm một allow không dấu chấm phẩy',
      rules.replace('allow read, write: if false;', 'allow read, write: if false;\n      allow get: if true'),
    ],
    [
      'allow trong khối chú thích vẫn bị bỏ qua, allow thật thì không',
      `${rules}\n/* allow read */ allow read: if true;`,
    ],
    [
      'một match khác',
      rules.replace(
        'match /{document=**} {',
        'match /hocVien/{uid}/{rest=**} { allow read: if true; }\n    match /{document=**} {',
      ),
    ],
    ['điều kiện luôn đúng', rules.replace('if false', 'if false || true')],
  ])('phát hiện quy tắc không chặn hết: %s', (_name, changed) => {
    expect(denyAllProblem(changed)).not.toBeNull();
  });
});
