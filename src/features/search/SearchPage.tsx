import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import CategoryFilter from '@site/src/components/CategoryFilter';
import {buildExcerpt} from './excerpt';
import {HITS_PER_PAGE, loadVocabulary, runSearch, type SearchOutcome} from './pagefindClient';
import {readQuery} from './readQuery';
import {useTypedBeforeHydration} from '@site/src/lib/useTypedBeforeHydration';
import {SEARCH_SECTIONS} from './searchSections';
import {suggestCorrection} from './spelling';
import styles from './SearchPage.module.css';

const SUGGESTED_QUERIES = [
  'thần số học',
  'obsidian',
  'phuong phap flow',
  'python pandas',
  'docusaurus seo',
  'tư duy ngược',
];
const SECTION_LABELS = Object.fromEntries(SEARCH_SECTIONS.map((s) => [s, s])) as Record<string, string>;

type State =
  | {kind: 'idle'}
  | {kind: 'loading'}
  | {kind: 'unavailable'}
  | {kind: 'done'; outcome: SearchOutcome; correctedFrom?: string; usedQuery: string};

function Excerpt({text, query}: {text: string; query: string}): ReactNode {
  return (
    <p className={styles.excerpt}>
      {buildExcerpt(text, query).map((segment, i) =>
        segment.match ? <mark key={i}>{segment.text}</mark> : <React.Fragment key={i}>{segment.text}</React.Fragment>,
      )}
    </p>
  );
}

/** /search: reads q (or s), keeps the URL in step, shows highlighted results by section. */
export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const [query, setQuery] = useState(() => readQuery(location.search));
  const [section, setSection] = useState<string | null>(null);
  // Pages of results shown for one query and section; any other search starts again at one.
  const searchKey = `${query.trim()}\u0000${section ?? ''}`;
  const [shownPages, setShownPages] = useState({key: searchKey, pages: 1});
  const pages = shownPages.key === searchKey ? shownPages.pages : 1;
  const limit = HITS_PER_PAGE * pages;
  const [state, setState] = useState<State>({kind: 'idle'});
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, query, setQuery);

  // Follow later navigations to /search?q=… (e.g. from the navbar box while already here); the
  // first address is already in the initial state, and what was typed before hydration wins over it.
  const followedSearch = useRef(location.search);
  useEffect(() => {
    if (followedSearch.current === location.search) return;
    followedSearch.current = location.search;
    setQuery(readQuery(location.search));
  }, [location.search]);

  // Keep the address in step with what is typed.
  useEffect(() => {
    const trimmed = query.trim();
    if (readQuery(location.search) === trimmed) return undefined;
    const timer = setTimeout(() => {
      history.replace(trimmed ? `/search?q=${encodeURIComponent(trimmed)}` : '/search');
    }, 300);
    return () => clearTimeout(timer);
  }, [query, history, location.search]);

  useEffect(() => {
    const trimmed = query.trim();
    if (trimmed === '') {
      setState({kind: 'idle'});
      return undefined;
    }
    let cancelled = false;
    setState((previous) => (previous.kind === 'done' ? previous : {kind: 'loading'}));
    const timer = setTimeout(async () => {
      try {
        // A word the site never uses is most likely misspelt: search the closest known words instead.
        const correction = suggestCorrection(trimmed, await loadVocabulary());
        const corrected = correction ? await runSearch(correction, section, limit) : null;
        const useCorrection = corrected !== null && corrected.total > 0;
        const outcome = useCorrection ? corrected : await runSearch(trimmed, section, limit);
        const correctedFrom = useCorrection ? trimmed : undefined;
        const usedQuery = useCorrection && correction ? correction : trimmed;
        if (!cancelled) setState({kind: 'done', outcome, correctedFrom, usedQuery});
      } catch (error) {
        console.warn('Không tải được chỉ mục tìm kiếm:', error);
        if (!cancelled) setState({kind: 'unavailable'});
      }
    }, 150);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [query, section, limit]);

  const counts = state.kind === 'done' ? state.outcome.sectionCounts : {};
  const totalAll = Object.values(counts).reduce((sum, n) => sum + n, 0);

  return (
    <div className={styles.page}>
      <form
        role="search"
        aria-label="Tìm trong Learn Anything"
        className={styles.form}
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor="search-page-input" className={styles.label}>
          Tìm trong Learn Anything (gõ có dấu hay không dấu đều được)
        </label>
        <div className={styles.field}>
          <input
            ref={inputRef}
            id="search-page-input"
            type="search"
            className={styles.input}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Ví dụ: than so hoc, phương pháp FLOW, pandas"
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby="search-status"
          />
          {/* Results follow the typing; the button is there for those who expect one (and for Enter). */}
          <button type="submit" className="button button--primary button--lg">
            Tìm
          </button>
        </div>
      </form>

      <div id="search-status" role="status" className={styles.status}>
        {state.kind === 'loading' && 'Đang tìm…'}
        {state.kind === 'done' && state.correctedFrom && (
          <>
            Đang hiển thị {state.outcome.total} kết quả cho “
            <button type="button" className={styles.linkButton} onClick={() => setQuery(state.usedQuery)}>
              {state.usedQuery}
            </button>
            ” (bạn đã gõ “{state.correctedFrom}”).
          </>
        )}
        {state.kind === 'done' && !state.correctedFrom && state.outcome.total > 0 && (
          <>
            {state.outcome.total} kết quả cho “{state.usedQuery}”
            {state.outcome.total > state.outcome.hits.length && `, hiển thị ${state.outcome.hits.length} kết quả đầu`}.
          </>
        )}
      </div>

      {state.kind === 'done' && totalAll > 0 && (
        <CategoryFilter
          label="Lọc theo mục"
          categories={SECTION_LABELS}
          counts={counts}
          total={totalAll}
          selected={section}
          onSelect={setSection}
        />
      )}

      {state.kind === 'unavailable' && (
        <div className={styles.notice} role="alert">
          <p>Chưa tải được chỉ mục tìm kiếm.</p>
          <p>
            Chỉ mục được tạo khi dựng trang. Nếu bạn đang chạy <code>npm start</code>, hãy chạy{' '}
            <code>npm run build</code> rồi <code>npm run serve</code> để thử tìm kiếm; nếu đang xem trang thật, hãy tải
            lại trang sau ít phút.
          </p>
        </div>
      )}

      {state.kind === 'done' && state.outcome.total === 0 && (
        <div className={styles.notice}>
          <p>
            Không tìm thấy kết quả nào cho “{query.trim()}”{section ? ` trong mục ${section}` : ''}.
          </p>
          <ul>
            {section && (
              <li>
                <button type="button" className={styles.linkButton} onClick={() => setSection(null)}>
                  Tìm trong tất cả các mục
                </button>
              </li>
            )}
            <li>Thử từ khóa ngắn hơn hoặc từ đồng nghĩa, ví dụ “ghi chú” thay cho “ghi chép”.</li>
            <li>
              Hoặc xem theo chủ đề: <Link to="/kien-thuc/cong-nghe">Công nghệ</Link>,{' '}
              <Link to="/kien-thuc/python">Python</Link>, <Link to="/kien-thuc/obsidian">Obsidian</Link>,{' '}
              <Link to="/kien-thuc/mo-hinh-tu-duy">Mô hình tư duy</Link>.
            </li>
          </ul>
        </div>
      )}

      {state.kind === 'idle' && (
        <div className={styles.notice}>
          <p>Gõ từ khóa để tìm bài viết, khóa học và công cụ. Một vài gợi ý:</p>
          <ul className={styles.suggestions}>
            {SUGGESTED_QUERIES.map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className={styles.chip} onClick={() => setQuery(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}

      {state.kind === 'done' && state.outcome.hits.length > 0 && (
        <ol className={styles.results}>
          {state.outcome.hits.map((hit) => (
            <li key={hit.url} className={styles.result}>
              <p className={styles.section}>{hit.section}</p>
              <h2 className={styles.title}>
                <Link to={hit.url}>{hit.title}</Link>
              </h2>
              <Excerpt text={hit.text} query={state.usedQuery} />
            </li>
          ))}
        </ol>
      )}
      {state.kind === 'done' && state.outcome.total > state.outcome.hits.length && (
        <button
          type="button"
          className="button button--secondary margin-top--md"
          onClick={() => setShownPages({key: searchKey, pages: pages + 1})}
        >
          Xem thêm kết quả
        </button>
      )}
    </div>
  );
}
