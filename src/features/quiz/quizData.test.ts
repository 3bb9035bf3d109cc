import {describe, expect, it} from 'vitest';
import {getScoredQuiz, quizListings, scoredQuizzes} from '../../data/quizzes';
import {wheelAreas} from '../../data/wheelOfLife';
import {titleDescriptionProblems} from '../../lib/seo/titleRules.mjs';
import {maxTotal, minTotal, scoreQuiz, validateQuiz} from './engine';
import {linkExists} from '../../../tests/support/linkExists';

const quanLyTriThucQuiz = getScoredQuiz('quan-ly-tri-thuc-ca-nhan');

// The content check reads the titles of page files; a scored quiz's page is data, so its texts are checked here.
describe('mọi trắc nghiệm có điểm trong src/data/quizzes.ts', () => {
  it.each(scoredQuizzes.map((quiz) => [quiz.id, quiz]))(
    '%s: định nghĩa hợp lệ, tiêu đề, mô tả và liên kết đúng',
    (_id, quiz) => {
      expect(quiz.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(validateQuiz(quiz)).toEqual([]);
      expect(titleDescriptionProblems({title: quiz.heading, description: quiz.description})).toEqual([]);
      expect(quiz.intro.length).toBeGreaterThan(30);
      const links = [
        ...quiz.bands.flatMap((band) => band.recommendations),
        ...(quiz.readFirst ? [quiz.readFirst] : []),
      ];
      for (const {to} of links) expect(linkExists(to), to).toBe(true);
    },
  );
});

describe('trắc nghiệm quản lý tri thức cá nhân', () => {
  it('có mười câu, mỗi câu bốn lựa chọn 0–3 điểm, tổng 0–30', () => {
    expect(quanLyTriThucQuiz.questions).toHaveLength(10);
    for (const question of quanLyTriThucQuiz.questions) {
      expect(question.options.map((o) => o.score)).toEqual([0, 1, 2, 3]);
    }
    expect(minTotal(quanLyTriThucQuiz)).toBe(0);
    expect(maxTotal(quanLyTriThucQuiz)).toBe(30);
  });

  it('định nghĩa hợp lệ: các mức phủ hết 0–30, không chồng nhau', () => {
    expect(validateQuiz(quanLyTriThucQuiz)).toEqual([]);
  });

  it('mọi mức kết quả đều gợi ý bài viết trong kho kiến thức và khóa học Obsidian FLOW', () => {
    for (const band of quanLyTriThucQuiz.bands) {
      const targets = band.recommendations.map((r) => r.to);
      expect(targets).toContain('/lp-khoa-hoc-obsidian-flow');
      expect(targets.some((to) => to.startsWith('/kien-thuc/'))).toBe(true);
      for (const to of targets) expect(linkExists(to), to).toBe(true);
    }
  });

  it('chọn hết lựa chọn đầu được mức thấp nhất, hết lựa chọn cuối được mức cao nhất', () => {
    const pick = (index: number) =>
      Object.fromEntries(quanLyTriThucQuiz.questions.map((q) => [q.id, q.options[index].id]));
    const low = scoreQuiz(quanLyTriThucQuiz, pick(0));
    const high = scoreQuiz(quanLyTriThucQuiz, pick(3));
    expect(low.complete && low.band.id).toBe('moi-bat-dau');
    expect(high.complete && high.band.id).toBe('van-hanh-tot');
  });
});

describe('danh sách trắc nghiệm', () => {
  it('mỗi trắc nghiệm có đường dẫn /trac-nghiem/…, mô tả và thời gian', () => {
    expect(quizListings.length).toBeGreaterThanOrEqual(2);
    for (const quiz of quizListings) {
      expect(quiz.path).toMatch(/^\/trac-nghiem\/[a-z0-9-]+$/);
      expect(quiz.measures.length).toBeGreaterThan(30);
      expect(quiz.minutes).toBeGreaterThan(0);
      expect(quiz.questionCount).toBeGreaterThan(0);
    }
  });

  it('số câu hỏi khớp với dữ liệu của từng bài', () => {
    const counts = Object.fromEntries(quizListings.map((quiz) => [quiz.path, quiz.questionCount]));
    expect(counts).toEqual({
      '/trac-nghiem/banh-xe-cuoc-doi-online': wheelAreas.length,
      '/trac-nghiem/quan-ly-tri-thuc-ca-nhan': quanLyTriThucQuiz.questions.length,
    });
  });
});
