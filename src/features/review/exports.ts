/**
 * The reader's review items to take elsewhere. Pure.
 * - Anki: a tab-separated text file with the header lines Anki's importer reads
 *   (`#separator:tab`, `#html:true`, `#tags column:4`); columns front, back, source link, tags.
 * - Obsidian: one Markdown note per article, its source the article's address.
 */
import type {ArticleReviewData, ReviewItemData} from './reviewData';

/** A field of the tab-separated file: on one line, quoted (quotes doubled) when it holds a quote. */
function field(text: string): string {
  const flat = text.replace(/\t/g, ' ').replace(/\r?\n/g, ' ').trim();
  return flat.includes('"') ? `"${flat.replace(/"/g, '""')}"` : flat;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Tag names without spaces, as Anki and Obsidian want them. */
const tagOf = (path: string) => path.replace(/^\/kien-thuc\//, '').replace(/[^\p{L}\p{N}/_-]+/gu, '-');

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

/** One article's items as an Obsidian note: front matter with the source, each item a heading. */
export function obsidianNote(article: ArticleReviewData, siteUrl: string): string {
  const source = `${siteUrl}${article.path}`;
  const parts = [
    '---',
    `source: ${JSON.stringify(source)}`,
    `tags: [learn-anything, ${JSON.stringify(tagOf(article.part.path))}]`,
    '---',
    '',
    `# ${article.title}`,
    '',
    `Nguồn: [${article.title}](${source})`,
  ];
  for (const item of article.items) {
    parts.push('', `## ${item.question}`, '');
    if (item.options) {
      for (const option of item.options) parts.push(`- [${option.correct ? 'x' : ' '}] ${option.html}`);
      parts.push('');
    }
    parts.push(backHtml(item), '', `Mục: [${item.section.title}](${siteUrl}${encodeURI(item.section.href)})`);
  }
  return `${parts.join('\n')}\n`;
}
