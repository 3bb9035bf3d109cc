import {describe, expect, it} from 'vitest';
import {findBand, maxTotal, minTotal, scoreQuiz, validateQuiz, type QuizDefinition} from './engine';

const yesNo = (id: string) => ({
  id,
  text: `Câu ${id}?`,
  options: [
    {id: 'khong', label: 'Không', score: 0},
    {id: 'doi-khi', label: 'Đôi khi', score: 1},
    {id: 'co', label: 'Có', score: 2},
  ],
});

const band = (id: string, min: number, max: number) => ({
  id,
  min,
  max,
  title: id,
  summary: '',
  advice: [],
  recommendations: [],
});

const quiz: QuizDefinition = {
  id: 'thu',
  title: 'Thử',
  questions: [yesNo('q1'), yesNo('q2'), yesNo('q3')],
  bands: [band('thap', 0, 2), band('vua', 3, 4), band('cao', 5, 6)],
};

describe('công cụ trắc nghiệm', () => {
  it('tính tổng nhỏ nhất và lớn nhất', () => {
    expect(minTotal(quiz)).toBe(0);
    expect(maxTotal(quiz)).toBe(6);
  });

  it('cộng điểm các lựa chọn và chọn đúng mức kết quả, kể cả ở biên', () => {
    const result = scoreQuiz(quiz, {q1: 'co', q2: 'doi-khi', q3: 'khong'});
    expect(result).toMatchObject({complete: true, total: 3, max: 6, percent: 50});
    expect(result.complete && result.band.id).toBe('vua');
    expect(findBand(quiz, 0)?.id).toBe('thap');
    expect(findBand(quiz, 2)?.id).toBe('thap');
    expect(findBand(quiz, 5)?.id).toBe('cao');
    expect(findBand(quiz, 6)?.id).toBe('cao');
    expect(findBand(quiz, 7)).toBeNull();
  });

  it('chưa xong khi còn câu chưa trả lời hoặc lựa chọn không tồn tại', () => {
    const result = scoreQuiz(quiz, {q1: 'co', q3: 'khong-co'});
    expect(result.complete).toBe(false);
    if (!result.complete) {
      expect(result.answered).toBe(1);
      expect(result.missing.map((q) => q.id)).toEqual(['q2', 'q3']);
    }
  });

  it('kiểm tra định nghĩa: hợp lệ', () => {
    expect(validateQuiz(quiz)).toEqual([]);
  });

  it('kiểm tra định nghĩa: báo các mức chồng nhau, bỏ sót, trùng id và câu hỏi thiếu lựa chọn', () => {
    expect(validateQuiz({...quiz, bands: [band('a', 0, 3), band('b', 3, 6)]})).toEqual(['bands a and b overlap']);
    expect(validateQuiz({...quiz, bands: [band('a', 1, 2), band('b', 4, 5)]})).toEqual([
      'totals from 0 to 0 have no band',
      'totals from 6 to 6 have no band',
      'totals from 3 to 3 have no band',
    ]);
    expect(validateQuiz({...quiz, questions: [yesNo('q1'), yesNo('q1')], bands: [band('a', 0, 4)]})).toEqual([
      'duplicate question id q1',
    ]);
    expect(
      validateQuiz({...quiz, questions: [{...yesNo('q1'), options: [{id: 'x', label: 'X', score: 1}]}]}),
    ).toContain('question q1 has fewer than two options');
    expect(validateQuiz({...quiz, bands: []})).toEqual(['no bands']);
  });
});
