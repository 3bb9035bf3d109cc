import {describe, expect, it} from 'vitest';
import {HOURS, hourLabel, readReminderForm} from './reminderForm';

describe('the reminder form', () => {
  it('reads a valid form', () => {
    expect(readReminderForm(true, '20', ' 15 ')).toEqual({ok: true, value: {bat: true, gio: 20, nguong: 15}});
    expect(readReminderForm(false, '0', '1')).toEqual({ok: true, value: {bat: false, gio: 0, nguong: 1}});
  });

  it.each(['', '0', '-3', '2,5', 'mười', '501', '1e2'])('refuses the threshold %j with a message', (threshold) => {
    expect(readReminderForm(true, '7', threshold)).toMatchObject({ok: false, field: 'nguong', error: /số nguyên/});
  });

  it.each(['24', '-1', '', '7.5'])('refuses the hour %j', (hour) => {
    expect(readReminderForm(true, hour, '10')).toMatchObject({ok: false, field: 'gio'});
  });

  it('labels the 24 hours', () => {
    expect(HOURS.map(hourLabel)).toHaveLength(24);
    expect(hourLabel(7)).toBe('07:00');
  });
});
