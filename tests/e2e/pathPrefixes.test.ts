import {describe, expect, it} from 'vitest';
import {BASE_URL} from './support/browser';
import {sitemapPaths} from './support/sitemap';
import {pathPrefixes} from '../../src/lib/pathPrefixes';

/** Every leading part of an address in sitemap.xml is a page or a redirect to one, never a 404. */
const paths = await sitemapPaths();
const prefixes = [...new Set(paths.flatMap(pathPrefixes))].sort();

async function get(path: string): Promise<{status: number; html: string}> {
  const response = await fetch(BASE_URL + encodeURI(path), {redirect: 'follow'});
  return {status: response.status, html: await response.text()};
}

describe('tiền tố của mọi địa chỉ trong sitemap.xml', () => {
  it('có các tiền tố cần kiểm tra', () => {
    expect(prefixes).toContain('/kien-thuc');
    expect(prefixes).toContain('/kien-thuc/python/web-scraping');
  });

  it.each(prefixes)('%s là một trang hoặc chuyển hướng tới một trang', async (prefix) => {
    const {status, html} = await get(prefix);
    expect(status).toBe(200);
    const refresh = /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(html);
    if (paths.includes(prefix)) {
      expect(refresh).toBeNull();
      return;
    }
    expect(refresh, `${prefix} không có trong sitemap nên phải chuyển hướng`).not.toBeNull();
    const target = decodeURI(refresh![1]);
    expect(target).not.toBe(prefix);
    expect(paths).toContain(target);
    expect((await get(target)).status).toBe(200);
  });

  it('các thư mục của kho kiến thức dẫn tới trang chuyên mục của chúng', async () => {
    const {html} = await get('/kien-thuc/python/web-scraping');
    expect(html).toContain('url=/kien-thuc/category/cao-du-lieu-web-voi-python"');
    expect((await get('/kien-thuc/category')).html).toContain('url=/kien-thuc"');
    expect((await get('/blog/page')).html).toContain('url=/blog"');
  });
});
