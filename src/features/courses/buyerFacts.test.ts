import {describe, expect, it} from 'vitest';
import {getCourse, type Course} from '../../data/courses';
import {seller} from '../../data/seller';
import {buyerFacts, vietnameseDate, type BuyerFact} from './buyerFacts';

function fact(course: Course, key: BuyerFact['key']): BuyerFact {
  const found = buyerFacts(course).find((item) => item.key === key);
  if (!found) throw new Error(`no ${key}`);
  return found;
}

describe('vietnameseDate', () => {
  it('writes an ISO day the Vietnamese way', () => {
    expect(vietnameseDate('2027-01-12')).toBe('ngày 12 tháng 1 năm 2027');
    expect(vietnameseDate('2026-12-05')).toBe('ngày 5 tháng 12 năm 2026');
  });

  it('refuses what is not a day', () => {
    for (const bad of ['12/01/2027', '2027-13-01', '2027-01-00', '']) expect(() => vietnameseDate(bad)).toThrow();
  });
});

describe('buyerFacts', () => {
  const obsidian = getCourse('obsidian-flow');
  const scraping = getCourse('python-web-scraping');

  it('says honestly that no class date or size is set, and when the schedule comes', () => {
    expect(fact(obsidian, 'nextCohort').detail).toMatch(/^Chưa có lịch khai giảng\. .*2 ngày làm việc/);
    expect(fact(scraping, 'nextCohort').detail).toMatch(/^Chưa có lịch khai giảng: lớp mở khi đủ học viên/);
    expect(fact(obsidian, 'classSize').detail).toBe('Chưa công bố sĩ số tối đa của lớp.');
  });

  it('shows a set date and size', () => {
    const course: Course = {...obsidian, delivery: {kind: 'cohort', nextCohort: '2027-01-12', classSize: 40}};
    expect(fact(course, 'nextCohort').detail).toBe('Khai giảng ngày 12 tháng 1 năm 2027.');
    expect(fact(course, 'classSize').detail).toBe('Tối đa 40 học viên mỗi lớp.');
  });

  it('gives a self-paced course no date and no class size', () => {
    const keys = buyerFacts({...obsidian, delivery: {kind: 'self-paced'}}).map((item) => item.key);
    expect(keys).toContain('delivery');
    expect(keys).not.toContain('nextCohort');
    expect(keys).not.toContain('classSize');
  });

  it('states hours a week, access, fee, refund and payment from the data', () => {
    expect(fact(getCourse('python-chung-khoan'), 'hoursPerWeek').detail).toBe('Khoảng 4 đến 5 giờ.');
    expect(fact(obsidian, 'duration').detail).toBe('5 tuần, tổng cộng khoảng 15 giờ.');
    expect(fact(obsidian, 'access').detail).toMatch(/^12 tháng kể từ ngày được cấp quyền truy cập/);
    expect(fact(obsidian, 'price').detail).toBe('790.000 ₫');
    const refund = fact(obsidian, 'refund').detail;
    expect(refund).toContain('7 ngày');
    expect(refund).toContain('30% số bài');
    // One sentence.
    expect(refund.match(/[.!?](\s|$)/g)).toHaveLength(1);
    const payment = fact(obsidian, 'payment').detail;
    expect(payment).toContain('VietQR');
    expect(payment).toContain('LA-XXXXXX');
    expect(fact(scraping, 'payment').detail).toMatch(/^Khi lớp mở, chuyển khoản/);
  });

  it('gives the waitlist course its reason for no fee, and a range when one is set', () => {
    expect(fact(scraping, 'price').detail).toContain('học phí chưa được công bố');
    expect(fact(scraping, 'price').detail).toContain('không mất phí');
    const ranged: Course = {...scraping, priceRange: {min: 1_000_000, max: 1_500_000}};
    expect(fact(ranged, 'price').detail).toMatch(/^Dự kiến từ 1\.000\.000 ₫ đến 1\.500\.000 ₫/);
    expect(() => buyerFacts({...scraping, priceRange: undefined})).toThrow(/khung học phí/);
  });

  it('promises no VAT invoice it does not know about, and says how to ask', () => {
    const vat = fact(obsidian, 'vatInvoice');
    expect(vat.detail).toContain('chưa công bố');
    expect(vat.detail).toContain(seller.email);
    expect(vat.email).toBe(seller.email);
    expect(fact({...obsidian, vatInvoice: 'no'}, 'vatInvoice').detail).toMatch(/^Chưa xuất được hóa đơn VAT/);
  });
});
