/**
 * The reader's review items to take elsewhere. Pure.
 * - Anki: a tab-separated text file with the header lines Anki's importer reads
 *   (`#separator:tab`, `#html:true`, `#tags column:4`); columns front, back, source link, tags.
 * - Obsidian: one Markdown note per article (Markdown as the editor wrote it, never HTML), its
 *   source the article's address, its tags in the front matter.
 */
import type {ArticleReviewData, ReviewItemData, ReviewItemMarkdown} from './reviewData';

/** A field of the tab-separated file: on one line, quoted (quotes doubled) when it holds a quote. */
function field(text: string): string {
  const flat = text.replace(/\t/g, ' ').replace(/\r?\n/g, ' ').trim();
  return flat.includes('"') ? `"${flat.replace(/"/g, '""')}"` : flat;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Tag names without spaces, as Anki and Obsidian want them. */
const tagOf = (path: string) => path.replace(/^\/(?:kien-thuc\/)?/, '').replace(/[^\p{L}\p{N}/_-]+/gu, '-');

/** The front of a card: the question, and the options of a multiple-choice item. */
function frontHtml(item: ReviewItemData): string {
  const options = item.options?.map((option) => `<li>${option.html}</li>`).join('') ?? '';
  return `${escapeHtml(item.question)}${options ? `<ol type="A">${options}</ol>` : ''}`;
}

/** The back of a card: the answer (or the right option with why), the general explanation. */
function backHtml(item: ReviewItemData): string {
  const right = item.options?.find((option) => option.correct);
  return [item.answerHtml, right && `<p>${right.html}</p>`, right?.explanationHtml, item.explanationHtml]
    .filter(Boolean)
    .join('');
}

export function ankiText(articles: readonly ArticleReviewData[], siteUrl: string): string {
  const lines = ['#separator:tab', '#html:true', '#tags column:4'];
  for (const article of articles) {
    const tags = `learn-anything learn-anything::${tagOf(article.part.path).replace(/\//g, '::')}`;
    for (const item of article.items) {
      const source = `${siteUrl}${item.section.href}`;
      lines.push(
        [frontHtml(item), backHtml(item), `<a href="${escapeHtml(source)}">${escapeHtml(article.title)}</a>`, tags]
          .map(field)
          .join('\t'),
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/** A file name an Obsidian vault accepts on every system (no / \ : * ? " < > |). */
export function noteFileName(title: string): string {
  return `${
    title
      .replace(/[\\/:*?"<>|#^[\]]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'Bai'
  }.md`;
}

/** Markdown with its site-absolute links (/kien-thuc/…) made absolute, so that they work in a vault. */
const absoluteLinks = (markdown: string, siteUrl: string) => markdown.replace(/\]\(\//g, `](${siteUrl}/`);

/** Markdown inside a callout (a blockquote): each line prefixed. */
const quoted = (markdown: string) =>
  markdown
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');

/** A YAML string (JSON's double-quoted strings are YAML's too). */
const yaml = (text: string) => JSON.stringify(text);

/** An item's answer side in Markdown: the recall answer, or the right option and why the others are wrong. */
function answerMarkdown(markdown: ReviewItemMarkdown | undefined): string[] {
  if (!markdown) return [];
  const lines: string[] = [];
  if (markdown.answer) lines.push(markdown.answer);
  const options = markdown.options ?? [];
  const right = options.find((option) => option.correct);
  if (right) lines.push(`**${right.text}**${right.explanation ? ` — ${right.explanation}` : ''}`);
  const wrong = options.filter((option) => !option.correct && option.explanation);
  if (wrong.length > 0) lines.push(wrong.map((option) => `- ${option.text} — ${option.explanation}`).join('\n'));
  if (markdown.explanation) lines.push(markdown.explanation);
  return lines;
}

/**
 * One article's items as an Obsidian note, all Markdown: front matter with the title, the
 * article as its source and the tags; each item a heading, its options a list, its answer in a
 * folded callout (so the note can still be used to test oneself), its section a link.
 */
export function obsidianNote(
  article: ArticleReviewData,
  markdown: Readonly<Record<string, ReviewItemMarkdown>>,
  siteUrl: string,
): string {
  const source = `${siteUrl}${encodeURI(article.path)}`;
  const parts = [
    '---',
    `title: ${yaml(article.title)}`,
    `source: ${yaml(source)}`,
    'tags:',
    '  - learn-anything',
    `  - ${yaml(`learn-anything/${tagOf(article.part.path)}`)}`,
    '---',
    '',
    `# ${article.title}`,
    '',
    `Nguồn: [${article.title}](${source})`,
  ];
  for (const item of article.items) {
    const md = markdown[item.id];
    parts.push('', `## ${md?.question ?? item.question}`, '');
    if (md?.options) parts.push(md.options.map((option) => `- ${option.text}`).join('\n'), '');
    const answer = answerMarkdown(md)
      .map((block) => absoluteLinks(block, siteUrl))
      .join('\n\n');
    if (answer) parts.push(quoted(`[!success]- Đáp án\n${answer}`), '');
    parts.push(`Mục: [${item.section.title}](${siteUrl}${encodeURI(item.section.href)})`);
  }
  return `${parts.join('\n')}\n`;
}
