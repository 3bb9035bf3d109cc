import {describe, expect, it} from 'vitest';
import {
  courses,
  courseSlugs,
  courseTerms,
  coursePath,
  getCourse,
  signupPath,
  type CourseSlug,
} from '../../data/courses';
import {buyerFacts, type BuyerFact} from './buyerFacts';

describe('src/data/courses.ts', () => {
  it('has distinct URL-safe slugs, listed in courseSlugs in the same order', () => {
    expect(courseSlugs).toEqual(courses.map((course) => course.slug));
    expect(new Set(courseSlugs).size).toBe(courses.length);
    for (const slug of courseSlugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('gives every course a distinct description of search-snippet length', () => {
    const descriptions = courses.map((course) => course.description);
    expect(new Set(descriptions).size).toBe(courses.length);
    for (const text of descriptions) {
      expect(text.length).toBeGreaterThanOrEqual(110);
      expect(text.length).toBeLessThanOrEqual(165);
    }
  });

  it('is complete for every course', () => {
    for (const course of courses) {
      expect(course.audience.length).toBeGreaterThanOrEqual(2);
      expect(course.outcomes.length).toBeGreaterThanOrEqual(4);
      expect(course.modules.length).toBeGreaterThanOrEqual(4);
      for (const module of course.modules) expect(module.lessons.length).toBeGreaterThanOrEqual(3);
      expect(course.faq.length).toBeGreaterThanOrEqual(3);
      expect(course.workloadHours).toBeGreaterThan(0);
      expect(['open', 'waitlist']).toContain(course.status);
      expect(course.price === 'Liên hệ' || (Number.isInteger(course.price) && course.price > 0)).toBe(true);
    }
  });

  it('gives every course every buyer fact, consistent with the course terms', () => {
    for (const course of courses) {
      const {delivery} = course;
      expect(['self-paced', 'cohort']).toContain(delivery.kind);
      if (delivery.kind === 'cohort') {
        // A date is a real day, a size a whole number; null says honestly that none is set.
        if (delivery.nextCohort !== null) expect(Number.isNaN(Date.parse(delivery.nextCohort))).toBe(false);
        if (delivery.classSize !== null)
          expect(Number.isInteger(delivery.classSize) && delivery.classSize > 0).toBe(true);
      }
      expect(Number.isInteger(course.weeks) && course.weeks > 0).toBe(true);
      expect(course.hoursPerWeek.min).toBeGreaterThan(0);
      expect(course.hoursPerWeek.max).toBeGreaterThanOrEqual(course.hoursPerWeek.min);
      // The terms page states one access period and one refund rule for every course.
      expect(course.access).toEqual(courseTerms.access);
      expect(course.refund).toEqual(courseTerms.refund);
      expect(['yes', 'no', 'ask']).toContain(course.vatInvoice);

      const keys = buyerFacts(course).map((fact) => fact.key);
      const expected: BuyerFact['key'][] = [
        'delivery',
        'hoursPerWeek',
        'duration',
        'access',
        'price',
        'refund',
        'payment',
        'vatInvoice',
      ];
      if (delivery.kind === 'cohort') expected.push('nextCohort', 'classSize');
      expect([...keys].sort()).toEqual([...expected].sort());
      for (const fact of buyerFacts(course)) expect(fact.detail.trim().length).toBeGreaterThan(0);
    }
  });

  it('gives a course without a fee a price range or the reason there is none', () => {
    const unpriced = courses.filter((course) => typeof course.price !== 'number');
    expect(unpriced.map((course) => course.status)).toContain('waitlist');
    for (const course of unpriced) {
      const range = course.priceRange;
      expect(range).toBeDefined();
      if (range && 'reason' in range) expect(range.reason.length).toBeGreaterThan(40);
      else if (range) expect(range.max).toBeGreaterThanOrEqual(range.min);
    }
  });

  it('derives the length and the total hours from the weeks and the hours a week', () => {
    const obsidian = getCourse('obsidian-flow');
    expect(obsidian.duration).toBe('5 tuần, khoảng 3 giờ mỗi tuần');
    expect(obsidian.workloadHours).toBe(15);
    const stocks = getCourse('python-chung-khoan');
    expect(stocks.duration).toBe('6 tuần, khoảng 4 đến 5 giờ mỗi tuần');
    expect(stocks.workloadHours).toBe(27);
  });

  it('has no placeholder text', () => {
    const text = JSON.stringify(courses).toLowerCase();
    for (const banned of ['lorem', 'todo', 'đang cập nhật', 'sắp ra mắt', 'tbd']) expect(text).not.toContain(banned);
  });

  it('builds the landing and sign-up paths', () => {
    expect(coursePath('obsidian-flow')).toBe('/lp-khoa-hoc-obsidian-flow');
    expect(signupPath('python-chung-khoan')).toBe('/dang-ky-khoa-hoc?khoa=python-chung-khoan');
  });

  it('throws on an unknown slug', () => {
    expect(() => getCourse('khong-co' as CourseSlug)).toThrow();
  });
});
