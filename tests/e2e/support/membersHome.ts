import {readFileSync} from 'node:fs';

/**
 * A sentence of the members' home page, read from its source (members/index.md) so that editors
 * can rewrite the page: the first sentence of its first paragraph of plain prose (no Markdown
 * syntax, nothing HTML escapes).
 */
export function membersHomeSentence(source = readFileSync('members/index.md', 'utf8')): string {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  for (const line of body.split('\n').map((text) => text.trim())) {
    if (line === '' || /^[#>|!<:-]|^\d+\.\s/.test(line) || /[[\]*_`<>&"'{}]/.test(line)) continue;
    const sentence = /^.+?[.!?](?=\s|$)/.exec(line)?.[0];
    if (sentence && sentence.length >= 20) return sentence;
  }
  throw new Error('members/index.md không có câu văn xuôi thuần nào để kiểm thử dùng.');
}
