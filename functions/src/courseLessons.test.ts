import {describe, expect, it} from 'vitest';
import {courseLessons} from './generated/courseLessons';

// The lessons as the function ships them (functions/scripts/build-members-content.mjs, run by
// this suite's global setup): each with its review items, whose section links land on its headings.
describe('course lessons’ review items in the function’s bundle', () => {
  const lessons = Object.entries(courseLessons).flatMap(([course, list]) => list.map((lesson) => ({course, lesson})));

  it('gives every lesson 3–8 items keyed by its /lop-hoc path', () => {
    expect(lessons.length).toBeGreaterThan(0);
    for (const {course, lesson} of lessons) {
      const path = `/lop-hoc/${course}/${lesson.slug}`;
      expect(lesson.review.items.length, path).toBeGreaterThanOrEqual(3);
      expect(lesson.review.items.length, path).toBeLessThanOrEqual(8);
      for (const item of lesson.review.items) {
        expect(item.id.startsWith(`${path}#`), item.id).toBe(true);
        expect(lesson.review.markdown[item.id]?.question, item.id).toBeTruthy();
        expect(Boolean(item.answerHtml) !== Boolean(item.options), item.id).toBe(true);
      }
    }
  });

  it('links each item to a heading of its lesson, by the id the lesson’s HTML gives it', () => {
    for (const {lesson} of lessons) {
      for (const item of lesson.review.items) {
        const anchor = item.section.href.split('#')[1];
        expect(anchor, item.id).toBeTruthy();
        expect(lesson.html, item.id).toMatch(
          new RegExp(`<h[2-6] id="${anchor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`),
        );
      }
    }
  });

  it('renders answers and options as HTML, without raw HTML from the source', () => {
    const all = lessons.flatMap(({lesson}) => lesson.review.items);
    expect(all.some((item) => item.answerHtml?.startsWith('<p>'))).toBe(true);
    expect(all.some((item) => item.options?.some((option) => option.html.includes('<code>')))).toBe(true);
    // The question stays text (the page renders it as text); `<br>` in an answer's code is escaped.
    const html = all.flatMap((item) => [
      item.answerHtml ?? '',
      item.explanationHtml ?? '',
      ...(item.options ?? []).flatMap((option) => [option.html, option.explanationHtml]),
    ]);
    expect(html.some((text) => text.includes('&#x3C;br>'))).toBe(true);
    for (const text of html) expect(text).not.toMatch(/<br>|<script/);
  });
});
