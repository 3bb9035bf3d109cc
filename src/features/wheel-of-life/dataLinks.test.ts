import {describe, expect, it} from 'vitest';
import {wheelAreas} from '../../data/wheelOfLife';
import {linkExists} from '../../../tests/support/linkExists';

describe('dữ liệu tám lĩnh vực', () => {
  it('đúng tám lĩnh vực theo tên quen thuộc, id không trùng', () => {
    expect(wheelAreas.map((a) => a.name)).toEqual([
      'Sự nghiệp',
      'Tài chính',
      'Sức khỏe',
      'Gia đình & bạn bè',
      'Tình yêu',
      'Phát triển bản thân',
      'Giải trí',
      'Môi trường sống',
    ]);
    expect(new Set(wheelAreas.map((a) => a.id)).size).toBe(8);
  });

  it('mỗi lĩnh vực có câu hỏi gợi mở, gợi ý và ít nhất một bài viết có thật trong kho kiến thức', () => {
    for (const area of wheelAreas) {
      expect(area.question).toMatch(/\?$/);
      expect(area.suggestion.length).toBeGreaterThan(40);
      expect(area.chartLabel.join(' ')).toBe(area.name);
      expect(area.links.length).toBeGreaterThan(0);
      for (const link of area.links) expect(linkExists(link.to), link.to).toBe(true);
    }
  });
});
