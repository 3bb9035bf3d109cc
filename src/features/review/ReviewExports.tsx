import React, {useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  REVIEW_MARKDOWN_DATA,
  type ArticleReviewData,
  type ReviewItemMarkdown,
  type ReviewMarkdownData,
} from './reviewData';
import {ankiText, noteFileName, obsidianNote} from './exports';
import styles from './ReviewSession.module.css';

function download(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * "Mang đi nơi khác": the followed articles' items for Anki (TSV) or an Obsidian vault (a zip of
 * notes). `lessonMarkdown`: the Markdown of course lessons' items, which the classroom API sent
 * with them (the articles' is fetched from the site when asked for).
 */
export default function ReviewExports({
  articles,
  lessonMarkdown,
}: {
  articles: readonly ArticleReviewData[];
  lessonMarkdown: Readonly<Record<string, ReviewItemMarkdown>>;
}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const [error, setError] = useState('');
  if (articles.length === 0) return null;
  const anki = () =>
    download('learn-anything-on-tap.txt', new Blob([ankiText(articles, siteConfig.url)], {type: 'text/plain'}));
  const obsidian = async () => {
    try {
      // fflate and the items' Markdown load only when the reader asks for the vault.
      const [{zipSync, strToU8}, markdown] = await Promise.all([
        import('fflate'),
        fetch(REVIEW_MARKDOWN_DATA).then((response) => {
          if (!response.ok) throw new Error(String(response.status));
          return response.json() as Promise<ReviewMarkdownData>;
        }),
      ]);
      const files: Record<string, Uint8Array> = {};
      for (const article of articles)
        files[`Learn Anything/${noteFileName(article.title)}`] = strToU8(
          obsidianNote(article, {...markdown.items, ...lessonMarkdown}, siteConfig.url),
        );
      download(
        'learn-anything-on-tap.zip',
        new Blob([zipSync(files) as Uint8Array<ArrayBuffer>], {type: 'application/zip'}),
      );
      setError('');
    } catch {
      setError('Chưa tạo được tệp ghi chú. Hãy kiểm tra kết nối rồi thử lại.');
    }
  };
  return (
    <section className={styles.exports} aria-labelledby="mang-di">
      <h2 id="mang-di">Mang câu hỏi đi nơi khác</h2>
      <p>Tải các câu hỏi của những bài bạn đang ôn để học tiếp trong Anki, hoặc lưu thành ghi chú trong Obsidian.</p>
      <div className={styles.grades}>
        <button type="button" className={styles.button} onClick={anki}>
          Tải tệp cho Anki (.txt)
        </button>
        <button type="button" className={styles.button} onClick={() => void obsidian()}>
          Tải ghi chú Obsidian (.zip)
        </button>
      </div>
      <div role="status">{error && <p className={styles.error}>{error}</p>}</div>
    </section>
  );
}
