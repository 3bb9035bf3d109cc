import {describe, expect, it} from 'vitest';
import {courses, courseSlugs, coursePath, getCourse, signupPath, type CourseSlug} from '../../data/courses';

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
