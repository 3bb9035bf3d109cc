import {describe, expect, it} from 'vitest';
import {htmlText} from './htmlText';

describe('htmlText', () => {
  it('drops tags and decodes named, decimal and hexadecimal references', () => {
    expect(htmlText('<span class="a">x &#x3C; 3 &amp;&amp; y &gt; &#39;z&#39;</span>\n<br>')).toBe(
      "x < 3 && y > 'z'\n",
    );
  });

  it('leaves unknown references as written', () => {
    expect(htmlText('&unknown; &#x1F600;')).toBe('&unknown; 😀');
  });
});
