import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {htmlFilesUnder} from '../../scripts/lib/files.mjs';
import {describe, expect, it} from 'vitest';
import {HtmlValidate} from 'html-validate';
import config from '../../.htmlvalidate.mjs';

/** Every HTML file of the build passes html-validate (recommended rules; exceptions explained in .htmlvalidate.mjs). */
const BUILD = path.resolve('build');

describe('html-validate trên bản build', () => {
  it('mọi tệp HTML hợp lệ', async () => {
    const files = htmlFilesUnder(BUILD);
    // At least one file per published page: the whole build is read, not a folder of it.
    const published = (await readFile(path.join(BUILD, 'sitemap.xml'), 'utf8')).match(/<loc>/g)?.length ?? 0;
    expect(published).toBeGreaterThan(100);
    expect(files.length).toBeGreaterThanOrEqual(published);
    const validator = new HtmlValidate(config);
    const problems: string[] = [];
    for (const file of files) {
      const report = await validator.validateFile(file);
      for (const result of report.results) {
        for (const m of result.messages) {
          problems.push(
            `${path.relative(BUILD, file)}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`,
          );
        }
      }
    }
    const byRule = problems.reduce<Record<string, number>>((counts, line) => {
      const rule = / ([a-z0-9/-]+): /.exec(line)?.[1] ?? '?';
      return {...counts, [rule]: (counts[rule] ?? 0) + 1};
    }, {});
    expect({byRule, first: problems.slice(0, 30)}).toEqual({byRule: {}, first: []});
  }, 300_000);
});

describe('lần vẽ đầu tiên', () => {
  it('mọi trang có thanh điều hướng chờ phân tích hết thanh đó rồi mới vẽ', async () => {
    const files = htmlFilesUnder(BUILD);
    const missing: string[] = [];
    let pagesWithNavbar = 0;
    for (const file of files) {
      const html = await readFile(file, 'utf8');
      const navbarStart = html.search(/<nav [^>]*class="[^"]*\bnavbar\b/);
      if (navbarStart < 0) continue;
      const navbarEnd = html.indexOf('</nav>', navbarStart);
      pagesWithNavbar += 1;
      const expectLink = /<link rel="?expect"? href="?#([\w-]+)"? blocking="?render"?>/.exec(
        html.slice(0, html.indexOf('</head>')),
      );
      const target = expectLink ? html.search(new RegExp(`id="?${expectLink[1]}[" >]`)) : -1;
      if (target < navbarEnd) missing.push(path.relative(BUILD, file));
    }
    expect(pagesWithNavbar).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
