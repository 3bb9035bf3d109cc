import {describe, expect, it} from 'vitest';
import {buildQuery, readQuery} from './urlState';

describe('urlState', () => {
  it('round-trips a Vietnamese name and a date', () => {
    const query = buildQuery('Nguyễn Thị Yến', {year: 1990, month: 9, day: 5});
    expect(query).toMatch(/^\?ten=.+&ngay=1990-09-05$/);
    expect(readQuery(query)).toEqual({name: 'Nguyễn Thị Yến', date: '1990-09-05'});
  });

  it('reads partial and hand-written links', () => {
    expect(readQuery('')).toBeNull();
    expect(readQuery('?utm_source=x')).toBeNull();
    expect(readQuery('?ten=An')).toEqual({name: 'An', date: ''});
    expect(readQuery('?ngay=25/09/1990')).toEqual({name: '', date: '25/09/1990'});
    expect(readQuery('?ten=L%C3%AA%20V%C4%83n%20A&ngay=1990-09-25')).toEqual({name: 'Lê Văn A', date: '1990-09-25'});
  });
});
