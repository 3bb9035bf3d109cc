#!/usr/bin/env node
/**
 * Fails when members-only text is found in the public build: scans every file
 * under build/ for the marker sentence placed in members/index.md.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

export const MARKER = 'Cảm ơn bạn đã đồng hành cùng Learn Anything trên hành trình tự học.';

const source = readFileSync('members/index.md', 'utf8');
if (!source.includes(MARKER)) {
  console.error('members/index.md không còn câu đánh dấu; hãy giữ câu đó để kiểm tra rò rỉ còn ý nghĩa.');
  process.exit(1);
}

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

// Also look for the marker as it would appear escaped in JSON or JS strings.
const needles = [MARKER, JSON.stringify(MARKER).slice(1, -1), MARKER.normalize('NFD')].map((s) => Buffer.from(s));
const all = files('build');
const leaks = all.filter((file) => {
  const content = readFileSync(file);
  return needles.some((needle) => content.includes(needle));
});
if (leaks.length > 0) {
  console.error(`Nội dung học viên bị lộ trong bản build công khai:\n${leaks.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log(`Không có nội dung học viên trong build/ (${all.length} tệp đã quét).`);
