import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {findLeaks, membersPhrases, phrasesOf} from './membersLeak.mjs';

// A canary: a members file with a sentence that appears nowhere else, planted
// into a fake build in every form a real build could carry it.
const CANARY = 'Chim hoàng yến này chỉ sống trong khu vực học viên và không bao giờ được bay ra trang công khai.';
const SCRIPT = path.resolve('scripts/check-members-leak.mjs');
// A lesson's review item: its question is a heading, which the check must take too.
const QUESTION = 'Câu hỏi ôn tập này của bài học chỉ dành cho học viên của khóa?';
const ANSWER = 'Đáp án này cũng chỉ được phục vụ bởi hàm cho học viên đã ghi danh.';

function htmlEntities(text: string, hex: boolean): string {
  return [...text]
    .map((char) =>
      char.codePointAt(0)! > 127
        ? hex
          ? `&#x${char.codePointAt(0)!.toString(16)};`
          : `&#${char.codePointAt(0)};`
        : char,
    )
    .join('');
}

function jsonEscaped(text: string): string {
  return [...text]
    .map((char) => (char.charCodeAt(0) > 127 ? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}` : char))
    .join('');
}

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'members-leak-'));
  mkdirSync(path.join(root, 'members/tai-nguyen'), {recursive: true});
  writeFileSync(path.join(root, 'members/index.md'), '# Học viên\n\nMột câu ngắn.\n');
  writeFileSync(
    path.join(root, 'members/tai-nguyen/bi-mat.md'),
    `---\ntitle: Bí mật\n---\n\n## Một tiêu đề khá dài nhưng không được dùng làm cụm từ kiểm tra\n\n${CANARY}\n\n\`\`\`python\nprint("mã nguồn không được dùng làm cụm từ kiểm tra dù dài")\n\`\`\`\n`,
  );
  mkdirSync(path.join(root, 'members/khoa-hoc/khoa'), {recursive: true});
  writeFileSync(
    path.join(root, 'members/khoa-hoc/khoa/01-bai.on-tap.md'),
    `## ${QUESTION}\n\nMục: [Mục](#mục)\n\nĐáp: ${ANSWER}\n`,
  );
  mkdirSync(path.join(root, 'build/pagefind/fragment'), {recursive: true});
  mkdirSync(path.join(root, 'build/assets/js'), {recursive: true});
  writeFileSync(
    path.join(root, 'build/index.html'),
    '<html><body><p>Trang công khai, không có gì bí mật ở đây cả.</p></body></html>',
  );
});

afterAll(() => rmSync(root, {recursive: true, force: true}));

function plant(relative: string, content: string | Buffer): string {
  const file = path.join(root, 'build', relative);
  writeFileSync(file, content);
  return file;
}

function unplant(file: string) {
  rmSync(file);
}

describe('phrasesOf', () => {
  it('lấy câu văn xuôi dài, bỏ tiêu đề, mã và câu ngắn; với câu hỏi ôn tập của bài học, lấy cả tiêu đề', () => {
    const phrases = membersPhrases(path.join(root, 'members')).map(({phrase}: {phrase: string}) => phrase);
    expect(phrases.sort()).toEqual([QUESTION.toLowerCase(), ANSWER.toLowerCase(), CANARY.toLowerCase()].sort());
  });

  it('lấy cả câu trong mục danh sách và ô bảng, tách theo dấu câu', () => {
    const phrases = phrasesOf(
      '- Mục danh sách này có đủ tám từ để làm cụm từ. Câu sau cũng có đủ tám từ như vậy nhé.\n\n| a |\n| --- |\n| Ô bảng này cũng có đủ tám từ để kiểm tra |\n',
    );
    expect(phrases).toEqual([
      'mục danh sách này có đủ tám từ để làm cụm từ.',
      'câu sau cũng có đủ tám từ như vậy nhé.',
      'ô bảng này cũng có đủ tám từ để kiểm tra',
    ]);
  });
});

describe('findLeaks: chim hoàng yến bị tìm thấy dù được mã hóa thế nào', () => {
  const phrases = () => membersPhrases(path.join(root, 'members'));

  it('build sạch: không có gì', () => {
    expect(findLeaks(phrases(), path.join(root, 'build'))).toEqual([]);
  });

  it.each([
    [
      'nguyên văn trong HTML, ngắt bởi thẻ',
      'a.html',
      `<p>${CANARY.replace('khu vực', '<strong>khu vực</strong>')}</p>`,
    ],
    ['dạng NFD (dấu tổ hợp)', 'b.html', CANARY.normalize('NFD')],
    ['thực thể HTML thập phân', 'c.html', htmlEntities(CANARY, false)],
    ['thực thể HTML thập lục phân', 'd.html', htmlEntities(CANARY, true)],
    ['thoát \\u trong gói JS', 'assets/js/e.js', `var x="${jsonEscaped(CANARY)}";`],
    ['chuỗi JSON', 'f.json', JSON.stringify({content: CANARY})],
    ['chữ hoa và xuống dòng', 'g.txt', CANARY.toUpperCase().replace(/ /g, '\n')],
    [
      'mảnh Pagefind nén gzip',
      'pagefind/fragment/vi_canary.pf_fragment',
      gzipSync(Buffer.from(`pagefind_dcd${JSON.stringify({content: CANARY})}`)),
    ],
    ['câu hỏi ôn tập của bài học trong JSON', 'h.json', JSON.stringify({question: QUESTION})],
    ['đáp án ôn tập của bài học trong HTML', 'i.html', `<div><p>${ANSWER}</p></div>`],
  ])('%s', (_name, relative, content) => {
    const file = plant(relative, content);
    try {
      const leaks = findLeaks(phrases(), path.join(root, 'build'));
      expect(leaks.map((leak) => leak.file)).toEqual([file]);
    } finally {
      unplant(file);
    }
  });

  it('lệnh kiểm tra thoát với mã 1 khi có rò rỉ và 0 khi sạch', () => {
    const run = () =>
      spawnSync(
        process.execPath,
        [SCRIPT, '--members', path.join(root, 'members'), '--build', path.join(root, 'build')],
        {
          encoding: 'utf8',
        },
      );
    expect(run().status).toBe(0);
    const file = plant(
      'pagefind/fragment/vi_canary2.pf_fragment',
      gzipSync(Buffer.from(JSON.stringify({content: jsonEscaped(CANARY)}))),
    );
    try {
      const result = run();
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('vi_canary2.pf_fragment');
    } finally {
      unplant(file);
    }
  });
});
