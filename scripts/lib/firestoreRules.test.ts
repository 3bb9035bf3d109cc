import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

// The local Firestore stand-in does not evaluate security rules, so this is a
// static check of firestore.rules: the browser never talks to Firestore (the
// sign-ups and the learning space go through the Cloud Function), so every
// rule must deny. README, "Learning space", says how to check the deployed rules.
const rules = readFileSync('firestore.rules', 'utf8').replace(/\/\/.*$/gm, '');

describe('firestore.rules', () => {
  it('chặn mọi truy cập trực tiếp từ trình duyệt: mọi câu allow đều là "if false"', () => {
    const allows = [...rules.matchAll(/allow\s+([^;]*);/g)].map((match) => match[1].replace(/\s+/g, ' ').trim());
    expect(allows.length).toBeGreaterThan(0);
    for (const allow of allows) expect(allow).toMatch(/^[a-z, ]+: if false$/);
  });

  it('áp dụng cho mọi tài liệu, kể cả hocVien/{uid}/duLieu', () => {
    expect(rules).toMatch(/match \/databases\/\{database\}\/documents \{\s*match \/\{document=\*\*\} \{/);
  });
});
