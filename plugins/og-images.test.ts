import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import type {OgCard} from '../src/lib/seo/ogCard';
import {renderOgImages} from './og-images';

const work = mkdtempSync(path.join(tmpdir(), 'og-images-'));
afterAll(() => rmSync(work, {recursive: true, force: true}));
const options = {
  cacheDir: path.join(work, 'cache'),
  logoSvg: readFileSync(path.join(__dirname, '../static/img/logo.svg'), 'utf8'),
  host: 'learn-anything.vn',
};
const card = (title: string): OgCard => ({title, section: 'Blog', background: '--la-og-blog'});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const png = readFileSync(file);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe('renderOgImages', () => {
  it('draws 1200×630 PNGs without a browser and redraws nothing that is cached', async () => {
    const jobs = [card('Một'), card('Hai')].map((c, i) => ({card: c, file: path.join(work, `out/${i}.png`)}));
    expect(await renderOgImages(jobs, options)).toMatchObject({total: 2, drawn: 2});
    expect(pngSize(jobs[0].file)).toEqual([1200, 630]);
    expect(await renderOgImages(jobs, options)).toMatchObject({total: 2, drawn: 0});
  });

  // A letter the fonts lack is drawn as nothing, which leaves the card as it is with no title.
  it.each(['Ệ', 'ự', 'ữ', 'ỹ', 'Đ', 'ă', 'ơ'])('draws the Vietnamese letter %s', async (letter) => {
    const jobs = [card(letter), card('\u00a0')].map((c, i) => ({card: c, file: path.join(work, `${letter}-${i}.png`)}));
    await renderOgImages(jobs, options);
    expect(readFileSync(jobs[0].file).equals(readFileSync(jobs[1].file))).toBe(false);
  });
});
