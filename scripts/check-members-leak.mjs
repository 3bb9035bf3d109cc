#!/usr/bin/env node
/**
 * Fails when members-only text is found in the public build: every sentence of
 * eight words or more from every file under members/ is searched for in every
 * file under build/ (HTML, client bundles, Pagefind's compressed index, JSON),
 * whatever its encoding (see scripts/lib/membersLeak.mjs).
 *
 * Usage: node scripts/check-members-leak.mjs [--members members] [--build build]
 */
import {existsSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {findLeaks, membersPhrases} from './lib/membersLeak.mjs';

const {values} = parseArgs({
  options: {members: {type: 'string', default: 'members'}, build: {type: 'string', default: 'build'}},
});

if (!existsSync(values.build)) {
  console.error(`Không có thư mục ${values.build}/: chạy \`npm run build\` trước.`);
  process.exit(1);
}
const phrases = membersPhrases(values.members);
const sources = new Set(phrases.map(({file}) => file));
if (phrases.length === 0) {
  console.error(`Không tìm thấy câu nào trong ${values.members}/ để kiểm tra: phép kiểm tra rò rỉ sẽ vô nghĩa.`);
  process.exit(1);
}
const leaks = findLeaks(phrases, values.build);
if (leaks.length > 0) {
  console.error(
    `Nội dung học viên bị lộ trong bản build công khai:\n${leaks
      .map(({file, phrase, source}) => `  - ${file}: «${phrase}» (từ ${source})`)
      .join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `Không có nội dung học viên trong ${values.build}/ (${phrases.length} câu từ ${sources.size} tệp ${values.members}/).`,
);
