import {describe, expect, it} from 'vitest';
import {
  applyUpdate,
  canBlock,
  canHide,
  canShowAgain,
  doneMessage,
  errorText,
  groupQueue,
  initialAnswer,
  loadedDesk,
  stateText,
  questionAuditText,
  withoutBlock,
  waitingLabel,
  type DeskQuestion,
  type QuestionsDesk,
} from './questionsView';

const ARTICLE = '/kien-thuc/obsidian/ghi-chu';
const POST = '/blog/hoc-cach-hoc';

const question = (id: string, extra: Partial<DeskQuestion> = {}): DeskQuestion => ({
  id,
  trang: ARTICLE,
  ten: `Bạn ${id}`,
  uid: `uid-${id}`,
  cauHoi: 'Hỏi?',
  cauHoiHtml: '<p>Hỏi?</p>',
  hoiLuc: 1000,
  trangThai: 'choTraLoi',
  biChan: false,
  traLoi: null,
  ...extra,
});

const answered = (id: string, extra: Partial<DeskQuestion> = {}) =>
  question(id, {
    trangThai: 'daTraLoi',
    traLoi: {markdown: 'Đáp', html: '<p>Đáp</p>', luc: 5000, congKhai: true},
    ...extra,
  });

const desk = (waiting: DeskQuestion[], gan: DeskQuestion[] = [], biChan: QuestionsDesk['biChan'] = []) => ({
  nhom: groupQueue(waiting),
  soCho: waiting.length,
  gan,
  biChan,
});

const ids = (d: QuestionsDesk) => ({
  nhom: d.nhom.map((group) => [group.trang, group.soCho, group.cauHoi.map((q) => q.id)]),
  gan: d.gan.map((q) => q.id),
});

describe('the desk’s questions', () => {
  it('groups the queue per page, oldest first, pages by their oldest question', () => {
    const groups = groupQueue([
      question('c', {hoiLuc: 30}),
      question('b', {trang: POST, hoiLuc: 20}),
      question('a', {hoiLuc: 40}),
      question('d', {trang: POST, hoiLuc: 10}),
    ]);
    expect(groups.map((group) => [group.trang, group.soCho, group.cauHoi.map((q) => q.id)])).toEqual([
      [POST, 2, ['d', 'b']],
      [ARTICLE, 2, ['c', 'a']],
    ]);
  });

  it('says the waiting count in words for the badge', () => {
    expect(waitingLabel(3)).toBe('3 câu hỏi chờ trả lời');
    expect(waitingLabel(0)).toBe('Không có câu hỏi nào chờ trả lời');
  });

  it('moves an answered question from the queue to the top of the recent ones', () => {
    const before = desk([question('a', {hoiLuc: 1}), question('b', {trang: POST, hoiLuc: 2})], [answered('x')]);
    const after = applyUpdate(before, answered('a', {hoiLuc: 1}), 9000);
    expect(ids(after)).toEqual({nhom: [[POST, 1, ['b']]], gan: ['a', 'x']});
    expect(after.soCho).toBe(1);
  });

  it('puts a question shown again without an answer back in its page’s queue, in order', () => {
    const before = desk([question('b', {hoiLuc: 20})], [question('h', {hoiLuc: 10, trangThai: 'an'})]);
    const after = applyUpdate(before, question('h', {hoiLuc: 10}), 9000);
    expect(ids(after)).toEqual({nhom: [[ARTICLE, 2, ['h', 'b']]], gan: []});
    expect(after.soCho).toBe(2);
  });

  it('moves an edited answer to the top and keeps one copy of it', () => {
    const before = desk([], [answered('x'), answered('y')]);
    const edited = answered('y', {traLoi: {markdown: 'Mới', html: '<p>Mới</p>', luc: 5000, congKhai: false}});
    const after = applyUpdate(before, edited, 9000);
    expect(ids(after).gan).toEqual(['y', 'x']);
    expect(after.gan[0].traLoi?.markdown).toBe('Mới');
  });

  it('keeps a blocked asker’s waiting question in the queue, marks all theirs and lists them', () => {
    const before = desk([question('a'), question('b', {uid: 'uid-a', hoiLuc: 2000})], [answered('c', {uid: 'uid-a'})]);
    const after = applyUpdate(before, question('a', {biChan: true}), 9000);
    expect(ids(after).nhom).toEqual([[ARTICLE, 2, ['a', 'b']]]);
    expect(after.nhom[0].cauHoi.every((q) => q.biChan)).toBe(true);
    expect(after.gan[0].biChan).toBe(true);
    expect(after.biChan).toEqual([{uid: 'uid-a', ten: 'Bạn a', luc: 9000, cauHoi: 'a'}]);
    expect(applyUpdate(after, question('a', {biChan: true}), 9999).biChan).toHaveLength(1);
  });

  it('takes an unblocked asker off the list and off their questions', () => {
    const before = desk(
      [question('a', {biChan: true})],
      [answered('c', {uid: 'uid-a', biChan: true})],
      [
        {uid: 'uid-a', ten: 'Bạn a', luc: 1, cauHoi: 'a'},
        {uid: 'uid-z', ten: 'Bạn z', luc: 1, cauHoi: 'z'},
      ],
    );
    const after = applyUpdate(before, answered('c', {uid: 'uid-a'}), 9000);
    expect(after.biChan.map((asker) => asker.uid)).toEqual(['uid-z']);
    expect(after.nhom[0].cauHoi[0].biChan).toBe(false);
  });

  it('leaves other askers alone when an erased asker’s question changes', () => {
    const before = desk([question('a', {biChan: true, uid: ''}), question('b', {biChan: true})]);
    const after = applyUpdate(before, answered('a', {uid: ''}), 9000);
    expect(after.nhom[0].cauHoi.map((q) => [q.id, q.biChan])).toEqual([['b', true]]);
    expect(after.biChan).toEqual([]);
  });

  it('drops waiting questions from the recent ones as loaded', () => {
    const loaded = loadedDesk(desk([question('a')], [question('a'), answered('x')]));
    expect(ids(loaded).gan).toEqual(['x']);
  });

  it('takes an asker unblocked by uid off the list and off all their questions', () => {
    const d = desk(
      [question('a', {biChan: true})],
      [answered('c', {uid: 'uid-a', biChan: true})],
      [{uid: 'uid-a', ten: 'Bạn a', luc: 1, cauHoi: 'a'}],
    );
    const after = withoutBlock(d, 'uid-a');
    expect(after.biChan).toEqual([]);
    expect([after.nhom[0].cauHoi[0].biChan, after.gan[0].biChan]).toEqual([false, false]);
  });

  it('offers only the actions that change something', () => {
    expect([canShowAgain(question('a', {trangThai: 'an'})), canShowAgain(question('a', {trangThai: 'spam'}))]).toEqual([
      true,
      true,
    ]);
    expect(canShowAgain(answered('a'))).toBe(false);
    expect(canHide(answered('a'))).toBe(true);
    expect(canHide(question('a', {trangThai: 'spam'}))).toBe(false);
    expect(canBlock(question('a'))).toBe(true);
    expect(canBlock(question('a', {biChan: true}))).toBe(false);
    expect(canBlock(question('a', {uid: ''}))).toBe(false);
  });

  it('prefills the form with the current answer, public by default', () => {
    expect(initialAnswer(question('a'))).toEqual({text: '', congKhai: true});
    const privateAnswer = answered('a', {traLoi: {markdown: 'Riêng', html: '', luc: 1, congKhai: false}});
    expect(initialAnswer(privateAnswer)).toEqual({text: 'Riêng', congKhai: false});
  });

  it('says each state and each finished action in Vietnamese', () => {
    expect(stateText(answered('a'))).toBe('Đã trả lời, công khai trên trang');
    expect(stateText(answered('a', {traLoi: {markdown: '', html: '', luc: 1, congKhai: false}}))).toMatch(/riêng/);
    expect(stateText(question('a', {trangThai: 'spam'}))).toBe('Đã đánh dấu spam');
    expect(doneMessage({hanhDong: 'traLoi', noiDung: 'x', congKhai: false}, {ten: 'An'})).toMatch(/riêng cho An/);
    expect(doneMessage({hanhDong: 'chan'}, {ten: 'An'})).toMatch(/^Đã chặn An/);
  });

  it('shows the server’s error as is, or its status', () => {
    expect(errorText({status: 400, body: {error: 'Câu trả lời đang trống.'}})).toBe('Câu trả lời đang trống.');
    expect(errorText({status: 502, body: {}})).toBe('Máy chủ trả lời 502.');
  });

  it('words each audited action on a question, and an unknown one as it is', () => {
    expect(questionAuditText('traLoi', '/blog/a')).toBe('trả lời (hoặc sửa câu trả lời) một câu hỏi ở /blog/a');
    expect(questionAuditText('chan', '/blog/a')).toBe('chặn người hỏi của một câu hỏi ở /blog/a');
    expect(questionAuditText('xoa', '/blog/a')).toBe('làm "xoa" với một câu hỏi ở /blog/a');
  });
});
