import {describe, expect, it} from 'vitest';
import {classroomView, lessonAddress, lessonApiPath, lessonPath} from './lessonPaths';

describe('lesson paths', () => {
  it('reads lesson and preview pages', () => {
    expect(lessonAddress('/lop-hoc/obsidian-flow/markdown-du-dung')).toEqual({
      course: 'obsidian-flow',
      lesson: 'markdown-du-dung',
      preview: false,
    });
    expect(lessonAddress('/hoc-thu/obsidian-flow/vault/')).toEqual({
      course: 'obsidian-flow',
      lesson: 'vault',
      preview: true,
    });
    for (const bad of ['/lop-hoc', '/lop-hoc/a', '/lop-hoc/a/b/c', '/lop-hoc/A/b', '/lop-hoc/../b']) {
      expect(lessonAddress(bad), bad).toBeNull();
    }
  });
  it('builds page and API paths', () => {
    expect(lessonPath('a', 'b')).toBe('/lop-hoc/a/b');
    expect(lessonApiPath({course: 'a', lesson: 'b'})).toBe('/api/lop-hoc/a/b');
  });
  it('tells the classroom route which view a path shows', () => {
    expect(classroomView('/lop-hoc')).toEqual({kind: 'home'});
    expect(classroomView('/lop-hoc/')).toEqual({kind: 'home'});
    expect(classroomView('/hoc-thu/obsidian-flow/vault')).toEqual({
      kind: 'lesson',
      address: {course: 'obsidian-flow', lesson: 'vault', preview: true},
    });
    for (const other of ['/hoc-thu', '/hoc-thu/obsidian-flow', '/lop-hoc/a/b/c', '/lop-hoc-khac']) {
      expect(classroomView(other), other).toEqual({kind: 'unknown'});
    }
  });
});
