import {describe, expect, it} from 'vitest';
import {typedText} from './useTypedBeforeHydration';

describe('typedText', () => {
  it('returns what was typed into a field rendered empty', () => {
    expect(typedText({value: 'thần số học'}, '')).toBe('thần số học');
  });
  it('returns typed text that differs from a value taken from the address', () => {
    expect(typedText({value: 'pandas'}, 'python')).toBe('pandas');
  });
  it('ignores an empty field, so a value from the address is kept', () => {
    expect(typedText({value: ''}, 'python')).toBeNull();
  });
  it('ignores a field that shows what was rendered, and a missing field', () => {
    expect(typedText({value: 'python'}, 'python')).toBeNull();
    expect(typedText(null, '')).toBeNull();
  });
});
