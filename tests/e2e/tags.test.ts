import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser} from 'playwright-core';
import {launchBrowser, openPage} from './support/browser';
import {readTags} from '../../scripts/lib/contentRules.mjs';

interface TagEntry {
  label: string;
  permalink: string;
  description: string;
}

const instances = [
  {name: 'kho kiến thức', file: 'kien-thuc/tags.yml', base: '/kien-thuc/tags', item: 'article'},
  {name: 'blog', file: 'blog/tags.yml', base: '/blog/tags', item: 'article'},
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(instances)('thẻ của $name', ({file, base, item}) => {
  const tags = readTags(file) as Record<string, TagEntry>;

  it('trang danh sách thẻ liệt kê đúng các thẻ trong tags.yml, thẻ nào cũng có ít nhất ba bài', async () => {
    const {page, context, errors} = await openPage(browser, base);
    try {
      const links = page.locator(`main a[href^="${base}/"]`);
      const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      expect(new Set(hrefs)).toEqual(new Set(Object.values(tags).map((tag) => `${base}${tag.permalink}`)));
      // Docusaurus shows each tag's number of items next to its label.
      const counts = await links.evaluateAll((anchors) =>
        anchors.map((a) => Number(a.querySelector('span')?.textContent ?? a.textContent?.match(/\d+$/)?.[0])),
      );
      expect(counts.length).toBe(Object.keys(tags).length);
      for (const count of counts) expect(count).toBeGreaterThanOrEqual(3);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('mỗi trang thẻ hiện câu mô tả của thẻ và ít nhất ba bài', async () => {
    for (const tag of Object.values(tags)) {
      const {page, context, errors} = await openPage(browser, `${base}${tag.permalink}`);
      try {
        await expect(page.locator('main').getByText(tag.description, {exact: true}).count()).resolves.toBe(1);
        expect(await page.locator(`main ${item}`).count()).toBeGreaterThanOrEqual(3);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  }, 300_000); // one page per tag, about a second each
});
