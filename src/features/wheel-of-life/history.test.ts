import {describe, expect, it} from 'vitest';
import {
  HISTORY_KEY,
  MAX_ENTRIES,
  addEntry,
  createEntry,
  describeHistoryNotice,
  entryLabels,
  localDay,
  normalizeActions,
  parseHistory,
  removeEntry,
  serializeHistory,
  stuckLowAreas,
  type HistoryEntry,
} from './history';

const ids = ['a', 'b', 'c'];

function entry(
  id: string,
  date: string,
  current: number[],
  target: (number | null)[] = [null, null, null],
): HistoryEntry {
  return {id, date, current, target, actions: []};
}

describe('khóa lưu trữ', () => {
  it('có số phiên bản', () => {
    expect(HISTORY_KEY).toBe('banh-xe-cuoc-doi:v1');
  });
});

describe('đọc lịch sử đã lưu', () => {
  it('chưa có gì: rỗng, không thông báo', () => {
    expect(parseHistory(null, ids)).toEqual({entries: [], notices: []});
    expect(parseHistory('', ids)).toEqual({entries: [], notices: []});
  });

  it('khứ hồi qua JSON, sắp theo ngày cũ trước', () => {
    const entries = [
      {...entry('2', '2026-03-12T07:05:00.000Z', [7, 5, 8], [9, null, 10]), actions: ['Đi bộ 20 phút']},
      entry('1', '2026-01-05T02:00:00.000Z', [4, 4, 6]),
    ];
    const parsed = parseHistory(serializeHistory(entries, ids), ids);
    expect(parsed.notices).toEqual([]);
    expect(parsed.entries.map((e) => e.id)).toEqual(['1', '2']);
    expect(parsed.entries[1]).toEqual(entries[0]);
  });

  it.each([
    ['không phải JSON', '{"version":1,'],
    ['JSON không phải object', '[1,2,3]'],
    ['null', 'null'],
    ['thiếu entries', '{"version":1}'],
    ['entries không phải mảng', '{"version":1,"entries":{}}'],
  ])('dữ liệu hỏng (%s): bỏ qua và báo', (_, raw) => {
    expect(parseHistory(raw, ids)).toEqual({entries: [], notices: [{kind: 'corrupt'}]});
  });

  it('phiên bản cũ hoặc lạ: bỏ qua và báo', () => {
    expect(parseHistory('{"entries":[]}', ids).notices).toEqual([{kind: 'unsupported-version', version: undefined}]);
    expect(parseHistory('{"version":2,"entries":[]}', ids).notices).toEqual([
      {kind: 'unsupported-version', version: 2},
    ]);
    expect(parseHistory('{"version":"1","entries":[]}', ids).entries).toEqual([]);
  });

  it('bỏ từng mục hỏng, giữ mục tốt và đếm số mục bị bỏ', () => {
    const good = {id: 'g', date: '2026-02-01T00:00:00Z', scores: {a: 1, b: 10, c: 5}, targets: {a: 3}};
    const raw = JSON.stringify({
      version: 1,
      entries: [
        good,
        {...good, id: 'g'}, // trùng id
        {...good, id: ''},
        {...good, id: 'd1', date: 'hôm qua'},
        {...good, id: 'd2', date: 42},
        {...good, id: 's1', scores: {a: 1, b: 10}}, // thiếu c
        {...good, id: 's2', scores: {a: 0, b: 10, c: 5}},
        {...good, id: 's3', scores: {a: '5', b: 10, c: 5}},
        {...good, id: 's4', scores: {a: 5.5, b: 10, c: 5}},
        {...good, id: 's5', scores: [1, 2, 3]},
        {...good, id: 't1', targets: {a: 11}},
        {...good, id: 't2', targets: 'nhiều'},
        {...good, id: 'x1', actions: 'đi bộ'},
        {...good, id: 'x2', actions: [1]},
        'rác',
        null,
      ],
    });
    const parsed = parseHistory(raw, ids);
    expect(parsed.entries).toEqual([
      {id: 'g', date: '2026-02-01T00:00:00.000Z', current: [1, 10, 5], target: [3, null, null], actions: []},
    ]);
    expect(parsed.notices).toEqual([{kind: 'dropped', count: 15}]);
  });

  it('mục tiêu null hoặc thiếu đều là "không đặt"; lời cam kết được làm sạch', () => {
    const raw = JSON.stringify({
      version: 1,
      entries: [
        {
          id: '1',
          date: '2026-02-01T00:00:00Z',
          scores: {a: 2, b: 3, c: 4},
          targets: {a: null},
          actions: ['  a  ', '', 'b', 'c', 'd'],
        },
      ],
    });
    expect(parseHistory(raw, ids).entries[0]).toMatchObject({target: [null, null, null], actions: ['a', 'b', 'c']});
  });

  it('giữ tối đa MAX_ENTRIES mục mới nhất', () => {
    const many = Array.from({length: MAX_ENTRIES + 5}, (_, i) =>
      entry(String(i), new Date(Date.UTC(2025, 0, 1 + i)).toISOString(), [5, 5, 5]),
    );
    const parsed = parseHistory(serializeHistory(many, ids), ids);
    expect(parsed.entries).toHaveLength(MAX_ENTRIES);
    expect(parsed.entries[0].id).toBe('5');
  });

  it('mỗi thông báo có một câu tiếng Việt', () => {
    expect(describeHistoryNotice({kind: 'corrupt'})).toMatch(/bị hỏng/);
    expect(describeHistoryNotice({kind: 'unsupported-version', version: 0})).toMatch(/phiên bản/);
    expect(describeHistoryNotice({kind: 'dropped', count: 2})).toMatch(/Đã bỏ qua 2 lần đánh giá/);
  });
});

describe('thêm, sửa, xóa', () => {
  it('tạo mục với id là thời điểm và lời cam kết đã làm sạch', () => {
    const now = new Date('2026-03-12T07:05:00Z');
    expect(createEntry([1, 2, 3], [null, 5, null], now, [' x ', '', 'y', 'z', 'w'])).toEqual({
      id: String(now.getTime()),
      date: '2026-03-12T07:05:00.000Z',
      current: [1, 2, 3],
      target: [null, 5, null],
      actions: ['x', 'y', 'z'],
    });
  });

  it('thêm giữ thứ tự theo ngày, thay mục cùng id (kể cả để sửa cam kết); xóa theo id', () => {
    let list = addEntry([], entry('2', '2026-03-01T00:00:00Z', [5, 5, 5]));
    list = addEntry(list, entry('1', '2026-01-01T00:00:00Z', [4, 4, 4]));
    list = addEntry(list, entry('2', '2026-03-01T00:00:00Z', [6, 6, 6]));
    expect(list.map((e) => [e.id, e.current[0]])).toEqual([
      ['1', 4],
      ['2', 6],
    ]);
    expect(addEntry(list, {...list[1], actions: ['Ngủ trước 23 giờ']})[1].actions).toEqual(['Ngủ trước 23 giờ']);
    expect(removeEntry(list, '1').map((e) => e.id)).toEqual(['2']);
  });

  it('cắt lời cam kết quá dài', () => {
    expect(normalizeActions(['a'.repeat(500)])[0]).toHaveLength(200);
  });
});

describe('lĩnh vực mắc kẹt ở mức thấp', () => {
  it('thấp (≤ 4) trong ít nhất hai lần gần nhất liên tiếp', () => {
    const list = [
      entry('1', '2026-01-01T00:00:00Z', [3, 3, 8]),
      entry('2', '2026-02-01T00:00:00Z', [4, 6, 2]),
      entry('3', '2026-03-01T00:00:00Z', [2, 4, 9]),
    ];
    expect(stuckLowAreas(list)).toEqual([{index: 0, streak: 3, scores: [3, 4, 2]}]);
    expect(stuckLowAreas(list.slice(0, 2))).toEqual([{index: 0, streak: 2, scores: [3, 4]}]);
  });

  it('không có gì khi mới có một lần đánh giá', () => {
    expect(stuckLowAreas([entry('1', '2026-01-01T00:00:00Z', [1, 1, 1])])).toEqual([]);
  });

  it('không phụ thuộc thứ tự đầu vào', () => {
    const list = [entry('2', '2026-02-01T00:00:00Z', [2, 9, 9]), entry('1', '2026-01-01T00:00:00Z', [9, 2, 9])];
    expect(stuckLowAreas(list)).toEqual([]);
  });
});

describe('nhãn ngày giờ', () => {
  it('ngày theo giờ máy cho tên tệp', () => {
    expect(localDay(new Date(2026, 2, 9, 23, 59))).toBe('2026-03-09');
  });

  it('dd/mm/yyyy HH:mm, thêm "(lần 2)" khi trùng phút', () => {
    const a = new Date(2026, 2, 12, 14, 5, 10).toISOString();
    const b = new Date(2026, 2, 12, 14, 5, 40).toISOString();
    const c = new Date(2026, 0, 5, 9, 0).toISOString();
    expect(entryLabels([entry('c', c, [1, 1, 1]), entry('a', a, [1, 1, 1]), entry('b', b, [1, 1, 1])])).toEqual([
      '05/01/2026 09:00',
      '12/03/2026 14:05',
      '12/03/2026 14:05 (lần 2)',
    ]);
  });
});
