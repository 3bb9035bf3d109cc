// Replaces @docusaurus/theme-classic 3.10.2 (src/theme/NotFound/Content/index.tsx).
// Replaces theme-classic's NotFound/Content: the stock text has no search box or ways onward, and --wrap could only add around it, not change it.
import React, {useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {searchTarget} from '@site/src/features/search/searchTarget';
import {useTypedBeforeHydration} from '@site/src/lib/useTypedBeforeHydration';
import searchStyles from '@site/src/features/search/SearchPage.module.css';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';

/** The Vietnamese not-found page, with ways to carry on instead of a dead end. */
export default function NotFoundContent({className}: Props): ReactNode {
  const history = useHistory();
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, text, setText);
  // The same box as /search: Enter (or "Tìm") opens the results; only spaces does nothing.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = searchTarget(text);
    if (target) history.push(target);
  };
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Không tìm thấy trang
          </Heading>
          <p>
            Trang bạn tìm không có ở địa chỉ này. Có thể đường dẫn bị gõ sai, hoặc bài viết đã được chuyển sang chỗ
            khác.
          </p>
          <form
            action="/search"
            method="get"
            role="search"
            aria-label="Tìm bài viết"
            className="margin-vert--md"
            onSubmit={onSubmit}
          >
            <label htmlFor="not-found-search" className={searchStyles.label}>
              Tìm bài viết theo từ khóa (gõ có dấu hay không dấu đều được)
            </label>
            <div className={searchStyles.field}>
              <input
                ref={inputRef}
                id="not-found-search"
                name="q"
                type="search"
                className={searchStyles.input}
                placeholder="Ví dụ: thần số học"
                autoComplete="off"
                enterKeyHint="search"
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
              <button type="submit" className="button button--primary button--lg">
                Tìm
              </button>
            </div>
          </form>
          <p>Hoặc đi tiếp từ đây:</p>
          <ul>
            <li>
              <Link to="/">Trang chủ</Link>
            </li>
            <li>
              <Link to="/docs/intro">Bắt đầu tự học với Learn Anything</Link>
            </li>
            <li>
              <Link to="/kien-thuc">Kho kiến thức</Link>
            </li>
            <li>
              <Link to="/blog">Blog</Link>
            </li>
          </ul>
        </div>
      </div>
    </main>
  );
}
